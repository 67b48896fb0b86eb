import java.io.File;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.*;

/**
 * Makes an application's query.log on a graph, for a rehearsal (docs/upgrade.md): an embedded Neo4j Enterprise 3.4.18
 * database (the newest Enterprise on Maven Central, the only server here that logs queries) runs the graph's script
 * (what a dump of it holds; 4.x schema statements written as 3.4 reads them), then logs every query with its
 * parameters while the application's traffic runs in rounds: reads, writes, and queries that later versions warn
 * about or refuse. Two traffics: `friends` on workloads/friends-log/graph.cypher (the friends dump's graph: the log
 * committed in workloads/friends-log), `movies` on neo4j-graph-examples/movies' scripts/movies.cypher (the movies
 * dumps, not kept here: also reads of the movies guide, an administration procedure, `{param}`). Run as a source file
 * (java ApplicationLogMaker.java) on the Enterprise jars alone, as QueryLogMaker is. Arguments: the store folder, the
 * log file, the script, rounds, the pause between rounds in ms, the traffic (`movies` when left out).
 */
public class ApplicationLogMaker {
  static Map<String, Object> params(Object... pairs) {
    Map<String, Object> map = new HashMap<>();
    for (int i = 0; i < pairs.length; i += 2) map.put((String) pairs[i], pairs[i + 1]);
    return map;
  }

  static final List<String> PEOPLE = List.of("Tom Hanks", "Keanu Reeves", "Meg Ryan", "Hugo Weaving",
      "Carrie-Anne Fisher", "Jack Nicholson", "Gene Hackman", "Tom Cruise", "Charlize Theron", "Helen Hunt");
  static final List<String> MOVIES = List.of("The Matrix", "Top Gun", "Cloud Atlas", "Apollo 13", "A Few Good Men",
      "Sleepless in Seattle", "The Da Vinci Code", "You've Got Mail", "Jerry Maguire", "The Green Mile");

  public static void main(String[] args) throws Exception {
    Class<?> factoryClass = Class.forName("org.neo4j.graphdb.factory.EnterpriseGraphDatabaseFactory");
    Object factory = factoryClass.getConstructor().newInstance();
    Object builder = factoryClass.getMethod("newEmbeddedDatabaseBuilder", File.class)
        .invoke(factory, new File(args[0]));
    Method set = builder.getClass().getMethod("setConfig", String.class, String.class);
    // the script makes the graph a dump holds: the log starts after it, with the application's traffic
    set.invoke(builder, "dbms.logs.query.enabled", "false");
    set.invoke(builder, "dbms.logs.query.parameter_logging_enabled", "true");
    set.invoke(builder, "dbms.logs.query.threshold", "0");
    set.invoke(builder, "dbms.logs.query.path", args[1]);
    Object db = builder.getClass().getMethod("newGraphDatabase").invoke(builder);
    Method execute = db.getClass().getMethod("execute", String.class, Map.class);
    int rounds = Integer.parseInt(args[3]);
    long pauseMillis = Long.parseLong(args[4]);
    boolean friends = args.length > 5 && args[5].equals("friends");
    try {
      for (String statement : Files.readString(Path.of(args[2])).split(";\\s*\n")) {
        String text = statement.trim();
        if (text.isEmpty()) continue;
        run(execute, db, as34(text), params());
      }
      Object logging = execute.invoke(db, "CALL dbms.setConfigValue('dbms.logs.query.enabled', 'true')", params());
      logging.getClass().getMethod("close").invoke(logging); // a void procedure: nothing to read
      for (int round = 0; round < rounds; round++) {
        if (round > 0) Thread.sleep(pauseMillis);
        if (friends) friends(execute, db, round);
        else traffic(execute, db, round);
      }
    } finally {
      db.getClass().getMethod("shutdown").invoke(db);
    }
  }

  /** The script's schema statements as 3.4 reads them (it knows neither IF NOT EXISTS nor FOR ... REQUIRE). */
  static String as34(String statement) {
    java.util.regex.Matcher unique = java.util.regex.Pattern
        .compile("CREATE CONSTRAINT IF NOT EXISTS FOR \\((\\w+):(\\w+)\\) REQUIRE \\((\\w+)\\.(\\w+)\\) IS UNIQUE")
        .matcher(statement);
    if (unique.matches())
      return "CREATE CONSTRAINT ON (" + unique.group(1) + ":" + unique.group(2) + ") ASSERT " + unique.group(3) + "."
          + unique.group(4) + " IS UNIQUE";
    java.util.regex.Matcher index = java.util.regex.Pattern
        .compile("CREATE INDEX IF NOT EXISTS FOR \\((\\w+):(\\w+)\\) ON \\((\\w+)\\.(\\w+)\\)").matcher(statement);
    if (index.matches()) return "CREATE INDEX ON :" + index.group(2) + "(" + index.group(4) + ")";
    return statement;
  }

  static void traffic(Method execute, Object db, int round) throws Exception {
    String person = PEOPLE.get(round % PEOPLE.size());
    String movie = MOVIES.get(round % MOVIES.size());
    run(execute, db, "MATCH (m:Movie {title: $title}) RETURN m.released AS released, m.tagline AS tagline",
        params("title", movie));
    run(execute, db, "MATCH (p:Person {name: $name})-[:ACTED_IN]->(m:Movie) RETURN m.title AS title ORDER BY title",
        params("name", person));
    run(execute, db, "MATCH (m:Movie) WHERE m.released >= $from AND m.released < $to "
        + "RETURN m.title AS title ORDER BY title", params("from", 1990L + round % 20, "to", 2000L + round % 20));
    run(execute, db, "MATCH (movie:Movie {title: $favorite})<-[:ACTED_IN]-(actor)-[:ACTED_IN]->(rec:Movie) "
        + "RETURN DISTINCT rec.title AS title ORDER BY title", params("favorite", movie));
    run(execute, db, "MATCH p = shortestPath((bacon:Person {name: 'Kevin Bacon'})-[*1..6]-(other:Person {name: $name}))"
        + " RETURN length(p) AS hops", params("name", person));
    // removed in 5.0 (a property's existence is `IS NOT NULL`), deprecated in 4.x
    run(execute, db, "MATCH (p:Person) WHERE exists(p.born) AND p.born < $year RETURN count(p) AS born",
        params("year", 1950L + round % 30));
    // parameters as {name}: deprecated in 3.x, removed in 4.0
    run(execute, db, "MATCH (p:Person {name: {name}}) RETURN p.born AS born", params("name", person));
    // id(): deprecated in 5.x
    run(execute, db, "MATCH (m:Movie {title: $title}) RETURN id(m) AS id", params("title", movie));
    run(execute, db, "CALL db.labels() YIELD label RETURN label ORDER BY label", params());
    // the server's administration, not the application's reads: left out of the import
    Object resampled = execute.invoke(db, "CALL db.resampleOutdatedIndexes()", params());
    resampled.getClass().getMethod("close").invoke(resampled); // a void procedure: nothing to read
    // writes: a reviewer and a review, left out of a read-only import (counted)
    String reviewer = "Reviewer " + round;
    run(execute, db, "MERGE (p:Person {name: $name}) ON CREATE SET p.born = $born",
        params("name", reviewer, "born", 1970L + round));
    run(execute, db, "MATCH (p:Person {name: $name}), (m:Movie {title: $title}) "
        + "MERGE (p)-[r:REVIEWED]->(m) SET r.rating = $rating", params("name", reviewer, "title", movie,
            "rating", 50L + round));
  }

  /** The friends graph's application: its workload's three reads, visits counted, friendships made. */
  static void friends(Method execute, Object db, int round) throws Exception {
    String name = "p" + (40 * (round % 200));
    run(execute, db, "MATCH (p:Person) WHERE p.age = $age RETURN count(p) AS people", params("age", (long) round % 80));
    run(execute, db, "MATCH (p:Person)-[:KNOWS]->(f) WHERE p.age = $age RETURN count(f) AS friends",
        params("age", 40L * (round % 2)));
    run(execute, db, "MATCH (p:Person {name: $name})-[:KNOWS]->(f) RETURN f.name AS name ORDER BY name",
        params("name", name));
    // removed in 5.0 (a property's existence is `IS NOT NULL`), deprecated in 4.x
    run(execute, db, "MATCH (p:Person) WHERE exists(p.visits) RETURN count(p) AS visited", params());
    // id(): deprecated in 5.x
    run(execute, db, "MATCH (p:Person {name: $name}) RETURN id(p) AS id", params("name", name));
    run(execute, db, "MATCH (p:Person {name: $name}) SET p.visits = coalesce(p.visits, 0) + 1",
        params("name", "p" + round));
    run(execute, db, "MATCH (a:Person {name: $a}), (b:Person {name: $b}) MERGE (a)-[:KNOWS]->(b)",
        params("a", name, "b", "p" + (round + 1)));
  }

  static void run(Method execute, Object db, String text, Map<String, Object> parameters) throws Exception {
    Object result = execute.invoke(db, text, parameters);
    result.getClass().getMethod("resultAsString").invoke(result);
  }
}
