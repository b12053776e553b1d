/**
 * Google Tag Manager, only when a container id is configured (GTM_CONTAINER_ID).
 * The policy allows this inline loader by its hash and GTM's own script by its host.
 */
export function TagManagerScript({ id }: { id: string }) {
  const loader = `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${JSON.stringify(id)});`;
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: loader }} />;
}

export function TagManagerNoScript({ id }: { id: string }) {
  return (
    <noscript>
      <iframe
        title="Google Tag Manager"
        src={`https://www.googletagmanager.com/ns.html?id=${encodeURIComponent(id)}`}
        height="0"
        width="0"
        style={{ display: "none", visibility: "hidden" }}
      />
    </noscript>
  );
}
