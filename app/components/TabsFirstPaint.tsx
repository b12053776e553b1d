import { TABS_STORAGE_PREFIX } from "../lib/enhance";

/**
 * Runs in `<head>` before the body is parsed: from the choices remembered in localStorage it writes a style
 * that shows each tab group as the enhanced tabs will (tab list shown, the remembered or default panel only),
 * so enhancing them after hydration moves nothing on the page. Without JavaScript it never runs and every
 * panel stays visible under its label; when storage is unavailable the tabs are styled as before.
 */
const script = `(function(){try{var p=${JSON.stringify(TABS_STORAGE_PREFIX)},w=/^[A-Za-z0-9_-]+$/,c=".tabs:not([data-enhanced])",r=c+">.tabs__list{display:flex!important}"+c+">.tabs__panel>.tabs__panel-label{display:none}"+c+">.tabs__panel:not([data-default-panel]){display:none}";for(var i=0;i<localStorage.length;i++){var k=localStorage.key(i)||"";if(k.indexOf(p)!==0)continue;var g=k.slice(p.length),v=localStorage.getItem(k)||"";if(!w.test(g)||!w.test(v))continue;var t='.tabs[data-tabs-group="'+g+'"][data-values~="'+v+'"]:not([data-enhanced])>.tabs__panel';r+=t+'[data-default-panel]:not([data-value="'+v+'"]){display:none}'+t+'[data-value="'+v+'"]{display:block}'}var s=document.createElement("style");s.textContent=r;document.head.appendChild(s)}catch(e){}})()`;

export function TabsFirstPaint() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
