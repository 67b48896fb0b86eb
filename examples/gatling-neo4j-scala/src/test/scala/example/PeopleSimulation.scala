package example

import com.ekino.neo4j.gatling.Predef._
import io.gatling.core.Predef._

import java.util.UUID
import scala.concurrent.duration._

/**
 * Each virtual user creates a person, finds it, counts the people and deletes its person again: every answer checked,
 * the database left as it was found. The names come from the database through a feeder (computed by the query here;
 * on your graph, `MATCH (p:Person) RETURN p.name AS name`). Run: mvn gatling:test -Dneo4j.uri=bolt://…
 * -Dneo4j.user=… -Dneo4j.password=…
 */
class PeopleSimulation extends Simulation {
  private val run = UUID.randomUUID().toString

  private val neo4jProtocol = neo4j
    .uri(System.getProperty("neo4j.uri", "bolt://localhost:7687"))
    .credentials(System.getProperty("neo4j.user", "neo4j"), System.getProperty("neo4j.password", ""))
    .maxConnectionPoolSize(10)

  private val ids = Iterator.from(1).map(i => Map("id" -> s"$run-$i"))
  private val names = neo4jFeeder(neo4jProtocol, "UNWIND range(1, 5) AS n RETURN 'Person ' + n AS name").circular

  private val people = scenario("people")
    .feed(ids)
    .feed(names)
    .exec(neo4j("create person").query("CREATE (p:ExamplePerson {id: $id, name: $name})")
        .param("id", "#{id}").param("name", "#{name}")
        .check(counter("nodesCreated").is(1), counter("propertiesSet").is(2)))
    .exec(neo4j("find person").query("MATCH (p:ExamplePerson {id: $id}) RETURN p.name AS name")
        .param("id", "#{id}").read
        .check(rowCount.is(1), singleValue.is(session => session("name").as[String])))
    .exec(neo4j("count people").query("MATCH (p:ExamplePerson) RETURN count(p)").read
        .check(singleValue.transform(_.asInstanceOf[Long]).gte(1L).saveAs("people")))
    .exec(neo4j("delete person").query("MATCH (p:ExamplePerson {id: $id}) DELETE p")
        .param("id", "#{id}")
        .check(counter("nodesDeleted").is(1)))

  setUp(people.inject(rampUsers(20).during(5.seconds)))
    .protocols(neo4jProtocol)
    .assertions(global.failedRequests.count.is(0))
}
