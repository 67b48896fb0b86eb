package com.ekino.neo4j.gatling

import com.ekino.neo4j.gatling.testing.Answers.user
import com.ekino.neo4j.gatling.Predef._
import io.gatling.core.Predef._
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.Test
import org.neo4j.driver.AccessMode

import scala.concurrent.duration._

/** The Scala DSL as a user writes it: literals and Gatling EL where expressions are taken. */
class ScalaDslTest {
  @Test def aRequestFromLiteralsAndEl(): Unit = {
    val request = neo4j("person #{id}").query("MATCH (p:Person {id: $id}) RETURN p").param("id", "#{id}")
      .param("limit", 10).database("movies").read.check(rowCount.is(1)).request
    val session = user.set("id", 7L)
    assertEquals("person 7", request.name(session).toOption.get)
    assertEquals("movies", request.database.get(session).toOption.get)
    assertEquals(AccessMode.READ, request.access)
    val params = action.Neo4jAction.resolve(request, session).toOption.get._2.head._2
    assertEquals(java.lang.Long.valueOf(7L), params.get("id"), s"${params.get("id").getClass}")
    assertEquals(Integer.valueOf(10), params.get("limit"))
  }

  @Test def laterParametersWinAndNoneIsEmpty(): Unit = {
    val request = neo4j("n").query("RETURN $a, $b, $c").params(Map[String, Any]("a" -> 1, "b" -> 2))
      .params(Map[String, Any]("b" -> 3))
      .param("c", "#{c}").param("a", 4).request
    val params = action.Neo4jAction.resolve(request, user.set("c", "x")).toOption.get._2.head._2
    assertEquals(java.util.Map.of("a", 4, "b", 3, "c", "x"), params)
    val none = neo4j("n").query("RETURN 1").request
    assertTrue(action.Neo4jAction.resolve(none, user).toOption.get._2.head._2.isEmpty)
  }

  @Test def theProtocol(): Unit = {
    val built: com.ekino.neo4j.gatling.protocol.Neo4jProtocol =
      neo4j.uri("neo4j://db:7687").credentials("u", "secret").database("movies")
        .connectionTimeout(3.seconds).fetchSize(100)
    assertEquals("Neo4jProtocol(neo4j://db:7687 as u db movies)", built.toString)
  }

  @Test def scalaCollectionsBecomeJavaOnes(): Unit = {
    val converted = action.Neo4jParameters.toJava(Map("ids" -> Seq(1, 2), "person" -> Map("tags" -> Set("a")),
        "none" -> None))
    assertEquals(java.util.List.of(1, 2), converted.get("ids"))
    assertEquals(java.util.Map.of("tags", java.util.List.of("a")), converted.get("person"))
    assertTrue(converted.containsKey("none") && converted.get("none") == null)
  }
}
