import java.io.File;
import java.lang.reflect.Method;
import java.time.*;
import java.util.*;

/**
 * Makes a real query.log for QueryLogOnNeo4jTest: an embedded Neo4j Enterprise 3.4 database (the newest Enterprise on
 * Maven Central, the only server here with query logging) with every query logged with its parameters, asked the
 * dataset's two writes, then a known mix of reads with every kind of parameter value, then the application's own writes
 * and a read of what they changed. Java run as a source file
 * (java QueryLogMaker.java) on the Enterprise jars alone, by reflection: 3.4's Cypher brings its own Scala, which the
 * lab's cannot sit beside, and the lab is not built against 3.4. Arguments: the store folder, the log file, and
 * optionally how many times the mix is asked and the pause between two rounds in ms (the example of
 * workloads/from-query-log: 60 rounds, 250 ms).
 */
public class QueryLogMaker {
  static final List<String> SETUP = List.of(
      "UNWIND range(1, 200) AS i CREATE (:Person {name: 'p' + i, age: i % 50, born: date('1970-01-01') + "
          + "duration({days: i}), tags: ['t' + (i % 3)]})",
      "MATCH (a:Person), (b:Person) WHERE b.age = a.age + 1 AND a.age < 5 "
          + "CREATE (a)-[:KNOWS {since: 2000 + a.age}]->(b)");

  /** The application's writes after its reads: a visit counted twice, a friendship made, then read back. */
  static void visits(Method execute, Object db) throws Exception {
    String visit = "MATCH (p:Person {name: $name}) SET p.visits = coalesce(p.visits, 0) + 1";
    run(execute, db, visit, params("name", "p1"));
    run(execute, db, visit, params("name", "p1"));
    run(execute, db, "MATCH (a:Person {name: $a}), (b:Person {name: $b}) MERGE (a)-[k:KNOWS]->(b) "
        + "ON CREATE SET k.since = $since", params("a", "p1", "b", "p7", "since", 2024L));
    run(execute, db, "MATCH (f)<-[:KNOWS]-(p:Person {name: $name}) RETURN p.visits AS visits, count(f) AS friends",
        params("name", "p1"));
  }

  static Map<String, Object> params(Object... pairs) {
    Map<String, Object> map = new HashMap<>();
    for (int i = 0; i < pairs.length; i += 2) map.put((String) pairs[i], pairs[i + 1]);
    return map;
  }

  public static void main(String[] args) throws Exception {
    Class<?> factoryClass = Class.forName("org.neo4j.graphdb.factory.EnterpriseGraphDatabaseFactory");
    Object factory = factoryClass.getConstructor().newInstance();
    Object builder = factoryClass.getMethod("newEmbeddedDatabaseBuilder", File.class)
        .invoke(factory, new File(args[0]));
    Method set = builder.getClass().getMethod("setConfig", String.class, String.class);
    set.invoke(builder, "dbms.logs.query.enabled", "true");
    set.invoke(builder, "dbms.logs.query.parameter_logging_enabled", "true");
    set.invoke(builder, "dbms.logs.query.threshold", "0");
    set.invoke(builder, "dbms.logs.query.path", args[1]);
    Object db = builder.getClass().getMethod("newGraphDatabase").invoke(builder);
    Method execute = db.getClass().getMethod("execute", String.class, Map.class);
    int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 1;
    long pauseMillis = args.length > 3 ? Long.parseLong(args[3]) : 0;
    try {
      for (String statement : SETUP) run(execute, db, statement, params());
      for (int round = 0; round < rounds; round++) {
        if (round > 0) Thread.sleep(pauseMillis);
        mix(execute, db);
      }
      visits(execute, db);
    } finally {
      db.getClass().getMethod("shutdown").invoke(db);
    }
  }

  static void mix(Method execute, Object db) throws Exception {
      String byName = "MATCH (p:Person {name: $name}) RETURN p.age AS age";
      for (int i = 1; i <= 4; i++) run(execute, db, byName, params("name", "p" + i));
      // the same query written otherwise: one query once normalized
      run(execute, db, "MATCH (p:Person  {name: $name})\n  RETURN p.age AS age", params("name", "p5"));
      run(execute, db, "MATCH (p:Person {name: $name}) // one person\nRETURN p.age AS age", params("name", "p6"));
      String byAges = "MATCH (p:Person) WHERE p.age IN $ages RETURN count(p) AS n";
      run(execute, db, byAges, params("ages", List.of(1L, 2L)));
      run(execute, db, byAges, params("ages", List.of(3L)));
      run(execute, db, byAges, params("ages", List.of(4L, 5L, 6L)));
      String born = "MATCH (p:Person) WHERE p.born > $after AND p.tags = $tags AND $flag AND p.age >= $min "
          + "RETURN count(p) AS n";
      run(execute, db, born, params("after", LocalDate.parse("1970-02-01"), "tags", List.of("t1"), "flag", true,
          "min", 1.5));
      run(execute, db, born, params("after", LocalDate.parse("1970-03-01"), "tags", List.of("t1"), "flag", true,
          "min", 10.0));
      String prefix = "MATCH (p:Person) WHERE p.name STARTS WITH $prefix.start RETURN p.name, coalesce($none, 'x') "
          + "AS none ORDER BY p.name LIMIT 5";
      run(execute, db, prefix, params("prefix", Map.of("start", "p1"), "none", null));
      run(execute, db, prefix, params("prefix", Map.of("start", "p2"), "none", null));
      run(execute, db, "MATCH (p:Person) RETURN count(p) AS people", params());
      run(execute, db, "MATCH (p:Person) WHERE p.name <> $q RETURN count(p) AS others",
          params("q", "It's \"quoted\""));
      run(execute, db, "RETURN $dt AS dt, $ldt AS ldt, $dur AS dur, $t AS t",
          params("dt", ZonedDateTime.parse("2024-01-02T03:04:05Z"), "ldt", LocalDateTime.parse("2024-01-02T03:04:05"),
              "dur", Duration.ofHours(25), "t", LocalTime.parse("03:04:05")));
  }

  static void run(Method execute, Object db, String text, Map<String, Object> parameters) throws Exception {
    Object result = execute.invoke(db, text, parameters);
    result.getClass().getMethod("resultAsString").invoke(result);
  }
}
