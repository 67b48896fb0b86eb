package com.ekino.neo4j.gatling.protocol

import io.gatling.core.session.Session
import io.netty.channel.EventLoop
import org.neo4j.driver.Driver

/**
 * The protocol's drivers, one per Gatling event loop, each with its connections on its loop ([[GatlingEventLoops]]): a
 * virtual user's requests go through the driver of the loop Gatling gave it. The driver's pool hands out any idle
 * connection whatever its thread, so one pool for every loop would send about half the requests across threads.
 */
final class LoopDrivers(byLoop: Map[EventLoop, Driver]) {
  require(byLoop.nonEmpty, "a driver per Gatling event loop, at least one")

  private val any = byLoop.head._2

  /** The driver of the user's own loop (another's only for a user Gatling did not start on one of its loops). */
  def of(user: Session): Driver = byLoop.getOrElse(user.eventLoop, any)

  def all: Iterable[Driver] = byLoop.values
}

object LoopDrivers {
  /**
   * A loop's share of the protocol's pool size, so that all of them together hold about what the user asked (Gatling
   * spreads its users evenly over its loops).
   */
  def poolShare(maxPoolSize: Int, loops: Int): Int = math.max(1, math.ceil(maxPoolSize.toDouble / loops).toInt)
}
