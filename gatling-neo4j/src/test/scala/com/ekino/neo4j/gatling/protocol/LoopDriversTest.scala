package com.ekino.neo4j.gatling.protocol

import com.ekino.neo4j.gatling.protocol.LoopDrivers
import io.gatling.core.session.Session
import io.netty.channel.DefaultEventLoop
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.Test
import org.neo4j.driver.{AuthTokens, GraphDatabase}

/** Which driver a virtual user's request goes through, and each loop's share of the pool. */
class LoopDriversTest {
  @Test def aUserTakesTheDriverOfItsOwnLoop(): Unit = {
    val (first, second, other) = (new DefaultEventLoop(), new DefaultEventLoop(), new DefaultEventLoop())
    // drivers connect lazily: none of them talks to a server here
    val (a, b) = (GraphDatabase.driver("bolt://127.0.0.1:1", AuthTokens.none()),
      GraphDatabase.driver("bolt://127.0.0.1:2", AuthTokens.none()))
    try {
      val drivers = new LoopDrivers(Map(first -> a, second -> b))
      assertSame(a, drivers.of(Session("s", 1L, first)))
      assertSame(b, drivers.of(Session("s", 2L, second)))
      assertSame(b, drivers.of(Session("s", 3L, second).set("x", 1)), "the loop, not the user, decides")
      assertTrue(Set(a, b).contains(drivers.of(Session("s", 4L, other))), "a loop of no driver still gets one")
      assertEquals(Set(a, b), drivers.all.toSet)
    } finally {
      a.close(); b.close(); Seq(first, second, other).foreach(_.shutdownGracefully())
    }
  }

  @Test def theLoopsShareThePoolRoundedUp(): Unit = {
    assertEquals(50, LoopDrivers.poolShare(100, 2))
    assertEquals(3, LoopDrivers.poolShare(5, 2))
    assertEquals(1, LoopDrivers.poolShare(1, 4), "every loop has at least one connection")
    assertEquals(16, LoopDrivers.poolShare(16, 1))
  }

  @Test def noLoopNoDrivers(): Unit =
    assertThrows(classOf[IllegalArgumentException], () => { new LoopDrivers(Map.empty); () })
}
