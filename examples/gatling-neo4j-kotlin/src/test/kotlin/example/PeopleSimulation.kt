package example

import com.ekino.neo4j.gatling.javaapi.Neo4jDsl.*
import io.gatling.javaapi.core.CoreDsl.*
import io.gatling.javaapi.core.Simulation
import java.util.UUID

/**
 * Each virtual user creates a person, finds it, counts the people and deletes its person again: every answer checked,
 * the database left as it was found. The names come from the database through a feeder (computed by the query here;
 * on your graph, `MATCH (p:Person) RETURN p.name AS name`). Kotlin reads `$name` in a string as its own template:
 * a Cypher parameter is written `\$name`. Run: mvn gatling:test -Dneo4j.uri=bolt://… -Dneo4j.user=…
 * -Dneo4j.password=…
 */
class PeopleSimulation : Simulation() {
  private val run = UUID.randomUUID().toString()

  private val neo4jProtocol = neo4j
    .uri(System.getProperty("neo4j.uri", "bolt://localhost:7687"))
    .credentials(System.getProperty("neo4j.user", "neo4j"), System.getProperty("neo4j.password", ""))
    .maxConnectionPoolSize(10)

  private val ids = generateSequence(1) { it + 1 }.map { mapOf<String, Any>("id" to "$run-$it") }.iterator()
  private val names = neo4jFeeder(neo4jProtocol, "UNWIND range(1, 5) AS n RETURN 'Person ' + n AS name").circular()

  private val people = scenario("people")
    .feed(ids)
    .feed(names)
    .exec(
      neo4j("create person").query("CREATE (p:ExamplePerson {id: \$id, name: \$name})")
        .param("id", "#{id}").param("name", "#{name}")
        .check(counter("nodesCreated").shouldBe(1), counter("propertiesSet").shouldBe(2))
    )
    .exec(
      neo4j("find person").query("MATCH (p:ExamplePerson {id: \$id}) RETURN p.name AS name")
        .param("id", "#{id}").read()
        .check(rowCount().shouldBe(1), singleValue().isEL("#{name}"))
    )
    .exec(
      neo4j("count people").query("MATCH (p:ExamplePerson) RETURN count(p)").read()
        .check(singleValue(Long::class.javaObjectType).gte(1L).saveAs("people"))
    )
    .exec(
      neo4j("delete person").query("MATCH (p:ExamplePerson {id: \$id}) DELETE p")
        .param("id", "#{id}")
        .check(counter("nodesDeleted").shouldBe(1))
    )

  init {
    setUp(people.injectOpen(rampUsers(20).during(5)))
      .protocols(neo4jProtocol)
      .assertions(global().failedRequests().count().shouldBe(0L))
  }
}
