import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.xml.XMLConstants;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.Schema;
import javax.xml.validation.SchemaFactory;
import org.xml.sax.SAXException;

/**
 * Validates XML documents with a default JDK SchemaFactory (secure processing on, as an integrator's JVM has it).
 * Argument: a manifest, one document a line: schema file, document file, "valid" or "invalid", label (tab-separated).
 * Prints one line per document that does not get the expected verdict and exits 1 if there is any.
 */
public class XsdValidate {
  public static void main(String[] args) throws Exception {
    SchemaFactory factory = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI);
    Map<String, Schema> schemas = new HashMap<>();
    List<String> failures = new ArrayList<>();
    int documents = 0;
    for (String line : Files.readAllLines(new File(args[0]).toPath(), StandardCharsets.UTF_8)) {
      if (line.isBlank()) continue;
      String[] f = line.split("\t", 4);
      Schema schema = schemas.get(f[0]);
      if (schema == null) {
        try {
          schema = factory.newSchema(new File(f[0]));
        } catch (SAXException e) {
          System.out.println("SCHEMA " + f[0] + ": " + e.getMessage());
          System.exit(1);
        }
        schemas.put(f[0], schema);
      }
      documents++;
      String error = null;
      try {
        schema.newValidator().validate(new StreamSource(new File(f[1])));
      } catch (SAXException e) {
        error = e.getMessage();
      }
      boolean expectValid = f[2].equals("valid");
      if (expectValid && error != null) failures.add(f[3] + ": " + error);
      if (!expectValid && error == null) failures.add(f[3] + ": accepted, but it must be rejected");
    }
    failures.forEach(System.out::println);
    System.out.println("XsdValidate: " + documents + " documents, " + schemas.size() + " schemas, " + failures.size() + " failures");
    System.exit(failures.isEmpty() ? 0 : 1);
  }
}
