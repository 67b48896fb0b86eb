import java.io.File;
import java.lang.reflect.Method;
import java.util.Map;

/**
 * Makes an Enterprise store for DumpsOnNeo4jTest: an embedded Neo4j Enterprise 3.4 database (the newest Enterprise on
 * Maven Central) holding a node key and a property existence constraint, the schema Community cannot run, beside a
 * uniqueness constraint it can, and a few nodes that keep them. Java run as a source file on the Enterprise jars alone,
 * by reflection (3.4's Cypher brings its own Scala, which the lab's cannot sit beside). Argument: the database folder.
 */
public class NodeKeyStoreMaker {
  public static void main(String[] args) throws Exception {
    Class<?> factoryClass = Class.forName("org.neo4j.graphdb.factory.EnterpriseGraphDatabaseFactory");
    Object factory = factoryClass.getConstructor().newInstance();
    Object db = factoryClass.getMethod("newEmbeddedDatabase", File.class).invoke(factory, new File(args[0]));
    Method execute = db.getClass().getMethod("execute", String.class, Map.class);
    try {
      for (String statement : new String[] {
          "CREATE CONSTRAINT ON (p:Person) ASSERT (p.name, p.born) IS NODE KEY",
          "CREATE CONSTRAINT ON (p:Person) ASSERT exists(p.email)",
          "CREATE CONSTRAINT ON (c:City) ASSERT c.name IS UNIQUE",
          "UNWIND range(1, 20) AS i CREATE (:Person {name: 'p' + i, born: 1970 + i, email: 'p' + i + '@example.com'})",
          "UNWIND range(1, 3) AS i CREATE (:City {name: 'c' + i})"}) {
        Object result = execute.invoke(db, statement, Map.of());
        result.getClass().getMethod("close").invoke(result);
      }
    } finally {
      db.getClass().getMethod("shutdown").invoke(db);
    }
  }
}
