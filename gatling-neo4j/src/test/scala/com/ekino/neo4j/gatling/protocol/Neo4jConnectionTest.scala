package com.ekino.neo4j.gatling.protocol

import com.ekino.neo4j.gatling.protocol.{Neo4jConnection, Neo4jProtocolBuilder, Neo4jSetupError}
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.Test

import scala.concurrent.duration._

/** A protocol setting the driver refuses is one setup error, said before any connection is tried. */
class Neo4jConnectionTest {
  // no server listens on port 1: the settings are refused before the driver would try it
  private val nowhere = Neo4jProtocolBuilder.Default.uri("bolt://127.0.0.1:1")

  private def refused(builder: Neo4jProtocolBuilder): String =
    assertThrows(classOf[Neo4jSetupError], () => { Neo4jConnection.open(builder.build); () }).getMessage

  @Test def aSettingTheDriverRefusesIsOneLine(): Unit = {
    assertEquals(
      "gatling-neo4j: a protocol setting the driver refuses: The connection acquisition timeout may not " +
        "be smaller than 0, but was -1000 MILLISECONDS.", refused(nowhere.connectionAcquisitionTimeout(-1.second)))
    assertTrue(refused(nowhere.fetchSize(0)).contains("fetch size may not be 0"))
    assertTrue(refused(nowhere.connectionTimeout(-5.seconds)).contains("connection timeout may not be smaller than 0"))
  }

  @Test def noAcquisitionTimeoutIsASetting(): Unit =
    // 0: the driver schedules no timeout for an acquisition (accepted: what is refused then is the absent server)
    assertTrue(
      refused(nowhere.connectionAcquisitionTimeout(Duration.Zero)).startsWith("gatling-neo4j: no Neo4j answers"))
}
