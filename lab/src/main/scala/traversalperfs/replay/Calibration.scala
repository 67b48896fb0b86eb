package traversalperfs.replay

import traversalperfs.measure.{LabOverhead, LatencyMicros}
import traversalperfs.run.RunSettings
import traversalperfs.settings.UserError
import traversalperfs.targets.{BoltDriver, BoltJson, HttpCypher, Target}
import io.gatling.core.Predef._
import io.gatling.core.protocol.Protocol
import io.gatling.core.structure.{ChainBuilder, PopulationBuilder}
import io.gatling.http.protocol.HttpProtocol
import org.json4s._
import org.json4s.native.JsonMethods
import org.neo4j.driver.{AccessMode, SessionConfig}
import com.ekino.neo4j.gatling.protocol.{Neo4jConnection, Neo4jProtocol}

import java.net.URI
import java.net.http.{HttpClient, HttpRequest, HttpResponse}
import java.util.concurrent.{ConcurrentLinkedQueue, Executors}
import scala.concurrent.duration._
import scala.jdk.CollectionConverters._

/**
 * Measures the lab's own overhead ([[LabOverhead]]) on each transport the run's requests use (Gatling HTTP, the lab's
 * Bolt action), before the warm-up and the measured load: `requests` by Gatling and as many by a bare client, in
 * alternating blocks (200 each first, unmeasured, to warm both and the server), so that both meet the server, its JIT
 * and its caches in the same state. The bare client runs in this JVM (same machine, JIT and garbage collector: the
 * difference is Gatling's own work, not a second JVM's start) on a thread of its own while Gatling's one user waits for
 * it, so no Gatling thread blocks and the two never overlap. Gatling's requests are named `calibration <transport>` in
 * its report and stay out of the lab's figures.
 */
final class Calibration(target: Target, lab: RunSettings, protocols: Seq[Protocol], requests: Int) {
  import Calibration._
  private val cypher = new CypherOverTarget(target, lab, readOnly = true)
  private val bolt = protocols.collectFirst { case p: Neo4jProtocol => p }
  private val transports: Seq[String] =
    if (requests == 0) Nil
    else (if (protocols.exists(_.isInstanceOf[HttpProtocol])) Seq(Http) else Nil) ++ bolt.map(_ => Bolt)
  private val block = (requests + Blocks - 1) / Blocks

  private val bare = transports.map(_ -> new ConcurrentLinkedQueue[Long]()).toMap
  private val viaGatling = transports.map(_ -> new ConcurrentLinkedQueue[Long]()).toMap
  private val bareClients = new java.util.concurrent.ConcurrentHashMap[String, BareClient]()
  private def bareClient(transport: String): BareClient = bareClients.computeIfAbsent(transport,
    t => if (t == Http) new BareHttp(target) else new BareBolt(bolt.get))
  private val bareThread = Executors.newSingleThreadExecutor(r => {
    val t = new Thread(r, "calibration-bare-client"); t.setDaemon(true); t
  })

  private def ask(transport: String): ChainBuilder = {
    val name = s"calibration $transport"
    if (transport == Http) cypher.overHttp(name, _ => Statement, _ => Map.empty, (_, rows) => mismatch(rows))
    else cypher.overBolt(name, _ => Statement, _ => Map.empty, (_, rows) => mismatch(rows))
  }

  private def timed(transport: String, measured: Boolean): ChainBuilder = ask(transport).exec { session =>
    if (measured && !session.isFailed) LabClock.micros(session).foreach(viaGatling(transport).add)
    session.removeAll(Seq(AnswerKeys.Millis) ++ LabClock.Keys: _*)
  }

  /** A block of the bare client's requests on its own thread; Gatling's user waits for it to end. */
  private def bareBlock(transport: String, requests: Int, measured: Boolean): ChainBuilder =
    exec { session =>
      session.set(BareBlock,
        bareThread.submit[Unit](() =>
          bareClient(transport).timed(requests).foreach(m => if (measured) bare(transport).add(m))))
    }.asLongAs(session => !session(BareBlock).as[java.util.concurrent.Future[Unit]].isDone)(pause(1.millis))
      .exec { session =>
        session(BareBlock).as[java.util.concurrent.Future[Unit]].get() // its error, if any, ends the run here
        session.remove(BareBlock)
      }

  /** One user on each transport in turn; none when the run calibrates nothing (`lab.calibration=0`). */
  val population: Option[PopulationBuilder] = Option.when(transports.nonEmpty)(
    scenario("Calibration").exec(transports.map(t =>
        (0 to Blocks).map { round =>
          val requests = if (round == 0) WarmUpRequests else block
          bareBlock(t, requests, measured = round > 0).repeat(requests)(timed(t, measured = round > 0))
        }.reduce(_.exec(_)))).inject(atOnceUsers(1)))

  /** The overhead on each transport (none where a request failed: a Gatling KO fails the run, a bare one stops it). */
  def result: Seq[LabOverhead] = {
    bareThread.shutdown()
    bareClients.values.asScala.foreach(_.close())
    transports.flatMap { t =>
      for (g <- LatencyMicros.of(viaGatling(t).asScala); b <- LatencyMicros.of(bare(t).asScala))
        yield LabOverhead(t, Statement, block * Blocks, if (t == Http) "JDK HttpClient" else "Neo4j driver session", g,
          b)
    }
  }
}

/** A client with nothing of Gatling's: timed on the lab's clock, each answer checked. */
private[replay] trait BareClient {
  def ask(): Unit

  def timed(requests: Int): Seq[Long] = (1 to requests).map { _ =>
    val started = System.nanoTime()
    ask()
    (System.nanoTime() - started) / 1000
  }

  def close(): Unit = ()
}

/** The JDK's HTTP client on one connection, the same body and endpoint as the lab's requests, the answer checked. */
private[replay] final class BareHttp(target: Target) extends BareClient {
  private val client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build()
  private val request = {
    val base = HttpRequest.newBuilder(URI.create(target.baseUrl + HttpCypher.commitPath(target.version)))
      .header("Content-Type", "application/json").header("Accept", "application/json")
    target.credentials.fold(base)(c =>
      base.header("Authorization",
        "Basic " +
          java.util.Base64.getEncoder.encodeToString(s"${c.user}:${c.password}".getBytes("UTF-8"))))
      .POST(HttpRequest.BodyPublishers.ofString(HttpCypher.body(Calibration.Statement, target.version))).build()
  }

  def ask(): Unit = {
    val response = client.send(request, HttpResponse.BodyHandlers.ofString())
    if (response.statusCode != 200 || Calibration.mismatch(HttpCypher.rows(JsonMethods.parse(response.body))).isDefined)
      UserError(
        s"the calibration's ${Calibration.Statement} over HTTP to ${target.baseUrl} answered ${response.statusCode}: " +
          response.body.take(200))
  }
}

/** The driver alone: one session on one connection, the answer read whole and checked. */
private[replay] final class BareBolt(protocol: Neo4jProtocol) extends BareClient {
  private val driver = Neo4jConnection.unchecked(protocol.copy(maxPoolSize = 1))
  // a read, as the calibration's requests through Gatling are
  private val session = driver.session(SessionConfig.builder().withDefaultAccessMode(AccessMode.READ).build())

  def ask(): Unit = {
    val rows = session.run(Calibration.Statement).list().asScala.toSeq.map(BoltJson.row)
    if (Calibration.mismatch(rows).isDefined)
      UserError(s"the calibration's ${Calibration.Statement} over Bolt to ${protocol.uri} answered $rows")
  }

  override def close(): Unit =
    try session.close()
    finally BoltDriver.close(driver, protocol.uri)
}

object Calibration {
  val Http = "HTTP"
  val Bolt = "Bolt"
  val Statement = "RETURN 1"
  /**
   * The measured blocks of each client, after one block each to warm up (the server's JIT too: a cold server answers
   * `RETURN 1` in 3-4 ms on 5.26, a warm one in 0.6).
   */
  private val Blocks = 4
  private val WarmUpRequests = 200
  private val BareBlock = "calibrationBareBlock"
  /** What the calibration may add to a run's time bound: a few hundred cheap requests take a few seconds. */
  val MaxSeconds = 60

  private[replay] def mismatch(rows: Seq[Seq[JValue]]): Option[String] = rows match {
    case Seq(Seq(JInt(one))) if one == 1 => None
    case other => Some(s"$Statement answered $other")
  }
}
