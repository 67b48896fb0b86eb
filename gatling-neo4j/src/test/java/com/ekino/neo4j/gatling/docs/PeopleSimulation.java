package com.ekino.neo4j.gatling.docs;

// docs/gatling-neo4j.md's whole Java simulation, compiled as it stands there (DocCodeTest checks that it does)
import static com.ekino.neo4j.gatling.javaapi.Neo4jDsl.*;
import static io.gatling.javaapi.core.CoreDsl.*;

import com.ekino.neo4j.gatling.javaapi.Neo4jProtocolBuilder;
import io.gatling.javaapi.core.ScenarioBuilder;
import io.gatling.javaapi.core.Simulation;

public class PeopleSimulation extends Simulation {
  Neo4jProtocolBuilder protocol = neo4j.uri("bolt://localhost:7687").credentials("neo4j", "secret");

  ScenarioBuilder people = scenario("people")
      .feed(csv("people.csv").circular())
      .exec(neo4j("find person")
          .query("MATCH (p:Person {name: $name}) RETURN count(p)")
          .param("name", "#{name}")
          .read()
          .check(singleValue().is(1L)));

  {
    setUp(people.injectOpen(constantUsersPerSec(20).during(60)))
        .protocols(protocol)
        .assertions(global().failedRequests().count().is(0L));
  }
}
