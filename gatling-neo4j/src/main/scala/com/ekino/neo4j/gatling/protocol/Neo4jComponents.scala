package com.ekino.neo4j.gatling.protocol

import io.gatling.core.CoreComponents
import io.gatling.core.protocol.ProtocolComponents
import io.gatling.core.session.Session
import org.neo4j.driver.async.AsyncSession
import org.neo4j.driver.{AccessMode, Bookmark, SessionConfig}

import java.util.concurrent.{CompletableFuture, ConcurrentHashMap, TimeUnit}
import scala.jdk.CollectionConverters._

/**
 * The protocol's drivers (one per Gatling event loop), while the simulation runs: a driver session per request
 * (sessions are cheap, connections are pooled) from the virtual user's loop's driver, in the request's access mode and
 * database, with the user's bookmarks when the protocol asks.
 */
final class Neo4jComponents(val protocol: Neo4jProtocol, drivers: LoopDrivers) extends ProtocolComponents {
  /** Sessions still closing: the drivers are closed only once they are (a close must come after every use). */
  private val closing = ConcurrentHashMap.newKeySet[CompletableFuture[Void]]()
  @volatile private var closed = false

  /** The simulation ended and the drivers are closed (or closing): a virtual user still looping stops here. */
  def isClosed: Boolean = closed

  /** Without bookmarks a session's configuration is the same for every request of an access mode and database. */
  private val configs = new ConcurrentHashMap[(AccessMode, Option[String]), SessionConfig]()

  def session(access: AccessMode, database: Option[String], user: Session): AsyncSession = {
    val named = database.orElse(protocol.database)
    val config =
      if (protocol.bookmarks) Neo4jComponents.config(access, named, Neo4jComponents.bookmarks(user))
      else configs.computeIfAbsent((access, named), key => Neo4jComponents.config(key._1, key._2, Set.empty))
    drivers.of(user).session(classOf[AsyncSession], config)
  }

  /** The user's session with the bookmarks `bolt` ended with, when the protocol carries them. */
  def keepBookmarks(user: Session, bolt: AsyncSession): Session =
    if (!protocol.bookmarks) user
    else user.set(Neo4jComponents.BookmarksKey, bolt.lastBookmarks().asScala.toSet)

  /** Closes a request's session without waiting for it (the request is timed and passed on meanwhile). */
  def release(bolt: AsyncSession): Unit = {
    val closed = bolt.closeAsync().toCompletableFuture
    closing.add(closed)
    closed.whenComplete((_, _) => { closing.remove(closed); () })
    ()
  }

  /**
   * When the simulation ends: the sessions' closes, then the drivers' (together), 10 s at most each (a close that never
   * ends, as driver 6.2 sometimes does with 3.5's Bolt, must not keep the report from being written).
   */
  def close(): Unit = {
    closed = true
    try CompletableFuture.allOf(closing.toArray(Array.empty[CompletableFuture[Void]]): _*).get(10, TimeUnit.SECONDS)
    catch { case _: Exception => println(s"gatling-neo4j: ${closing.size} sessions still closing after 10 s") }
    val closes = drivers.all.map(_.closeAsync().toCompletableFuture).toArray
    try CompletableFuture.allOf(closes: _*).get(10, TimeUnit.SECONDS)
    catch {
      case _: java.util.concurrent.TimeoutException =>
        println(s"gatling-neo4j: the drivers for ${protocol.uri} did not close within 10 s: left to the JVM's exit")
      case e: Exception => println(s"gatling-neo4j: closing the drivers for ${protocol.uri} failed: $e")
    }
  }

  override def onStart: Session => Session = Session.Identity

  override def onExit: Session => Unit = ProtocolComponents.NoopOnExit
}

object Neo4jComponents {
  val BookmarksKey = "gatling-neo4j.bookmarks"

  private def config(access: AccessMode, database: Option[String], bookmarks: Set[Bookmark]): SessionConfig = {
    val config = SessionConfig.builder().withDefaultAccessMode(access)
    database.foreach(config.withDatabase)
    if (bookmarks.nonEmpty) config.withBookmarks(bookmarks.asJava)
    config.build()
  }

  private def bookmarks(user: Session): Set[Bookmark] = user.attributes.get(BookmarksKey) match {
    case Some(kept: Set[Bookmark @unchecked]) => kept
    case _ => Set.empty
  }

  /** The drivers, each connected before any load: a bad URI, refused credentials or an unknown database stop here. */
  def open(protocol: Neo4jProtocol, core: CoreComponents): Neo4jComponents = {
    val components = new Neo4jComponents(protocol, Neo4jConnection.open(protocol, GatlingEventLoops.of(core)))
    core.actorSystem.registerOnTermination(components.close())
    components
  }
}
