package example;

import static com.ekino.neo4j.gatling.javaapi.Neo4jDsl.*;
import static io.gatling.javaapi.core.CoreDsl.*;

import com.ekino.neo4j.gatling.javaapi.Neo4jProtocolBuilder;
import io.gatling.javaapi.core.FeederBuilder;
import io.gatling.javaapi.core.ScenarioBuilder;
import io.gatling.javaapi.core.Simulation;
import java.util.Iterator;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;

/**
 * Each virtual user creates a person, finds it, counts the people and deletes its person again: every answer checked,
 * the database left as it was found. The names come from the database through a feeder (computed by the query here;
 * on your graph, {@code MATCH (p:Person) RETURN p.name AS name}). Run: mvn gatling:test -Dneo4j.uri=bolt://…
 * -Dneo4j.user=… -Dneo4j.password=…
 */
public class PeopleSimulation extends Simulation {
  private static final String RUN = UUID.randomUUID().toString();

  Neo4jProtocolBuilder neo4jProtocol = neo4j
      .uri(System.getProperty("neo4j.uri", "bolt://localhost:7687"))
      .credentials(System.getProperty("neo4j.user", "neo4j"), System.getProperty("neo4j.password", ""))
      .maxConnectionPoolSize(10);

  Iterator<Map<String, Object>> ids = Stream.iterate(1, i -> i + 1)
      .map(i -> Map.<String, Object>of("id", RUN + "-" + i))
      .iterator();

  FeederBuilder<Object> names =
      neo4jFeeder(neo4jProtocol, "UNWIND range(1, 5) AS n RETURN 'Person ' + n AS name").circular();

  ScenarioBuilder people() {
    return scenario("people")
        .feed(ids)
        .feed(names)
        .exec(neo4j("create person")
            .query("CREATE (p:ExamplePerson {id: $id, name: $name})")
            .param("id", "#{id}")
            .param("name", "#{name}")
            .check(counter("nodesCreated").is(1), counter("propertiesSet").is(2)))
        .exec(neo4j("find person")
            .query("MATCH (p:ExamplePerson {id: $id}) RETURN p.name AS name")
            .param("id", "#{id}")
            .read()
            .check(rowCount().is(1), singleValue().isEL("#{name}")))
        .exec(neo4j("count people")
            .query("MATCH (p:ExamplePerson) RETURN count(p)")
            .read()
            .check(singleValue(Long.class).gte(1L).saveAs("people")))
        .exec(neo4j("delete person")
            .query("MATCH (p:ExamplePerson {id: $id}) DELETE p")
            .param("id", "#{id}")
            .check(counter("nodesDeleted").is(1)));
  }

  {
    setUp(people().injectOpen(rampUsers(20).during(5)))
        .protocols(neo4jProtocol)
        .assertions(global().failedRequests().count().is(0L));
  }
}
