package traversalperfs.targets

import traversalperfs.server.ServerVersion
import traversalperfs.settings.UserError
import org.json4s._
import org.json4s.native.JsonMethods
import org.neo4j.driver.{AccessMode, Driver, SessionConfig, TransactionConfig}
import org.neo4j.driver.exceptions.Neo4jException
import org.neo4j.driver.summary.ResultSummary
import com.ekino.neo4j.gatling.check.Neo4jCounters

import java.net.URI
import java.net.http.HttpRequest
import java.time.Duration
import scala.jdk.CollectionConverters._

/**
 * A query's rows (canonical JSON values), their column names, whether it changed anything and (over Bolt) its counters
 * by the driver's names.
 */
final case class QueryRows(columns: Seq[String], rows: Seq[Seq[JValue]], changedData: Boolean,
                           counters: Map[String, Int] = Map.empty) {
  /** The single integer a count query answered, if that is what it answered. */
  def count: Option[BigInt] = rows match {
    case Seq(Seq(JInt(n))) => Some(n)
    case _ => None
  }

  /** The rows as compact JSON, for a line saying what a query answered. */
  def text: String = JsonMethods.compact(JsonMethods.render(JArray(rows.map(row => JArray(row.toList)).toList)))
}

/**
 * The lab's own Cypher outside the measured load (oracles, record, parameter draws, the dataset's fingerprint, setup),
 * one per target ([[Target.cypher]]): over Bolt where the target speaks it (one driver for the run), else through the
 * transactional HTTP endpoint of its version. [[read]] runs in a transaction it always rolls back, so a query that
 * writes changes nothing, and says it did; [[write]] commits (setup only).
 */
trait CypherRunner extends AutoCloseable {
  def via: String

  /**
   * This runner with each of its [[read]]s, [[attempt]]s and [[profile]]s ended by the server after `seconds` (Bolt's
   * transaction timeout: the server's own refusal, kept by [[attempt]] as any other), on the same connection; closing
   * it leaves the connection to this one. Not [[inOrder]]: a log's writes are asked in one transaction, which a timeout
   * would end whole. Over HTTP, this runner: the lab's servers before 3.1 have no timeout to ask for (the endpoint's
   * `max-execution-time` header from 3.1 is not asked yet).
   */
  def within(seconds: Int): CypherRunner = this

  /** Connects once or refuses in one line ([[BoltDriver.verify]]); HTTP's failures are the client's own. */
  def verify(): Unit = ()

  /** The server's version, as it says it (`dbms.components`). */
  def serverVersion(): ServerVersion = read("CALL dbms.components() YIELD versions RETURN versions[0] AS version").rows
    .headOption.flatMap(_.headOption).collect { case JString(text) => ServerVersion.parse(text) }
    .getOrElse(UserError(s"the server at $via does not say its version (dbms.components)"))
  def read(statement: String, parameters: Map[String, JValue] = Map.empty): QueryRows

  /**
   * The statement run as [[read]] runs it (rolled back), its outcome kept whatever it is: the rows or the server's
   * refusal, and the notifications it came with (the upgrade report's reading of a query on a version).
   */
  def attempt(statement: String, parameters: Map[String, JValue] = Map.empty): QueryAttempt

  /**
   * The statement under `PROFILE`, rolled back as [[read]]: its rows and the plan the server ran (over Bolt the
   * driver's profiled plan, over HTTP the `plan` beside the rows).
   */
  def profile(statement: String, parameters: Map[String, JValue] = Map.empty): (QueryRows, QueryPlan)

  /**
   * Statements run one after the other in one transaction, then rolled back: a query log's writes and reads in their
   * order, each seeing the ones before, the store left as it was. A refusal ends the transaction (Neo4j rolls it back):
   * the attempts end with it. Over Bolt only.
   */
  def inOrder(statements: Seq[(String, Map[String, JValue])]): Seq[QueryAttempt] =
    UserError(s"a query log's writes are replayed over Bolt only (3.5 and later): $via has none")
  def write(statement: String): Unit

  /**
   * Commits `statement` with parameters in the driver's Java form (a copy's batches: lists of maps, temporal and
   * spatial values as they are), answers its rows.
   */
  def update(statement: String, parameters: java.util.Map[String, AnyRef]): QueryRows

  /**
   * Rows of a read (rolled back, read access where the protocol says it) in the driver's Java form, a node or
   * relationship as its property map: over HTTP, what its JSON holds (no temporal or spatial values there).
   */
  def readValues(statement: String, parameters: Map[String, JValue] = Map.empty): Seq[Seq[AnyRef]]

  /**
   * The rows of a read in pages of `size`, as [[readValues]] gives them, streamed where the protocol streams (Bolt: the
   * driver pulls records as they are taken, so one page is held at a time); None where it does not (HTTP answers a
   * whole result at once: the caller pages by itself).
   */
  def streamValues(statement: String, size: Int)(each: Seq[Seq[AnyRef]] => Unit): Option[Unit] = None

  /**
   * Every row of `MATCH <matched> RETURN <columns>`, a page of at most `size` at a time (bounded memory whatever the
   * graph's size): one read streamed over Bolt; over HTTP, which answers whole results, one read per range of
   * `variable`'s ids (`id(x) IN range(…)`: a seek on every version from 2.2) up to the highest.
   */
  def scanValues(matched: String, variable: String, columns: String, size: Int)(each: Seq[Seq[AnyRef]] => Unit): Unit =
    streamValues(s"$matched RETURN $columns", size)(each).getOrElse {
      val last = read(s"$matched RETURN coalesce(max(id($variable)), -1)").count.map(_.toLong).getOrElse(-1L)
      Iterator.iterate(0L)(_ + size).takeWhile(_ <= last).foreach(from =>
        each(readValues(s"$matched WHERE id($variable) IN range($$from, $$to) RETURN $columns",
            Map("from" -> JInt(from), "to" -> JInt(from + size - 1)))))
    }
}

object CypherRunner {
  /** Cypher's own profiler, before the statement (before a `CYPHER 25` too: both are the pre-parser's). */
  private val Profile = "PROFILE "

  /** The plan without the rows, where every version gives its notifications. */
  val Explain = "EXPLAIN "

  def overBolt(uri: String, credentials: Option[Credentials]): CypherRunner =
    new OverBolt(uri, () => BoltDriver.open(uri, credentials), TransactionConfig.empty(), owner = true)

  def overHttp(client: ExtensionClient, version: ServerVersion): CypherRunner = new OverHttp(client, version)

  /** Neo4j's own error in one line, the statement's start beside it. */
  private def failed(statement: String, message: String): Nothing =
    UserError(s"Cypher failed: ${KnownServerErrors.explain(message.linesIterator.nextOption().getOrElse(""))} " +
      s"(in: ${statement.replaceAll("\\s+", " ").take(120)})")

  /** `owner`: the runner that opened the driver, and closes it (a [[within]] view shares it). */
  private final class OverBolt(uri: String, open: () => Driver, transactions: TransactionConfig, owner: Boolean)
      extends CypherRunner {
    private lazy val driver: Driver = open()

    def via: String = s"Bolt $uri"

    override def within(seconds: Int): CypherRunner =
      new OverBolt(uri, () => driver, TransactionConfig.builder().withTimeout(Duration.ofSeconds(seconds)).build(),
        owner = false)

    override def verify(): Unit = BoltDriver.verify(driver, uri)

    def read(statement: String, parameters: Map[String, JValue]): QueryRows = rolledBack(statement, parameters)._1

    def attempt(statement: String, parameters: Map[String, JValue]): QueryAttempt =
      attempted(statement, {
          val (rows, summary) = unchecked(statement, parameters)
          (rows.rows, rows.columns, summary)
        })

    def profile(statement: String, parameters: Map[String, JValue]): (QueryRows, QueryPlan) = {
      val (rows, summary) = rolledBack(Profile + statement, parameters)
      (rows,
        QueryPlan.fromBolt(Option(summary.profile()).getOrElse(failed(statement,
              "the server answered no profiled plan"))))
    }

    override def inOrder(statements: Seq[(String, Map[String, JValue])]): Seq[QueryAttempt] = {
      val session = driver.session()
      try {
        val tx = session.beginTransaction()
        try {
          val attempts = scala.collection.mutable.ArrayBuffer[QueryAttempt]()
          val each = statements.iterator
          while (each.hasNext && attempts.lastOption.forall(_.answer.isRight)) {
            val (statement, parameters) = each.next()
            attempts += attempted(statement, {
                val result = tx.run(statement, BoltJson.parameters(parameters))
                (result.list().asScala.toSeq.map(BoltJson.row), result.keys().asScala.toSeq, result.consume())
              })
          }
          attempts.toSeq
        } finally if (tx.isOpen) tx.rollback()
      } finally session.close()
    }

    /** A statement's outcome: its rows, counters and notifications, or the server's refusal. */
    private def attempted(statement: String,
                          run: => (Seq[Seq[JValue]], Seq[String], ResultSummary)): QueryAttempt =
      try {
        val (rows, columns, summary) = run
        val counters = summary.counters()
        QueryAttempt(Right(QueryRows(columns, rows, counters.containsUpdates() || counters.containsSystemUpdates(),
              Neo4jCounters.of(counters))),
          summary.notifications().asScala.toSeq.map { n =>
            val at = Option(n.position())
            ServerNotification(n.code(), n.title(), n.description(), n.rawSeverityLevel().orElse(""),
              at.fold(0)(_.line()), at.fold(0)(_.column()))
          })
      } catch {
        case e: Neo4jException =>
          val gql = Option(e.gqlStatus()).filter(_ != QueryAttempt.UnknownGqlStatus)
          QueryAttempt(Left(ServerRefusal(Option(e.code()).getOrElse(""),
                Option(e.getMessage).flatMap(_.linesIterator.nextOption()).getOrElse(""), gql)), Nil)
      }

    private def rolledBack(statement: String, parameters: Map[String, JValue]): (QueryRows, ResultSummary) =
      try unchecked(statement, parameters)
      catch { case e: Neo4jException => failed(statement, e.getMessage) }

    private def unchecked(statement: String, parameters: Map[String, JValue]): (QueryRows, ResultSummary) = {
      val session = driver.session()
      try {
        val tx = session.beginTransaction(transactions)
        try {
          val result = tx.run(statement, BoltJson.parameters(parameters))
          val rows = result.list().asScala.toSeq.map(BoltJson.row)
          val columns = result.keys().asScala.toSeq
          val summary = result.consume()
          val counters = summary.counters()
          (QueryRows(columns, rows, counters.containsUpdates() || counters.containsSystemUpdates()), summary)
        } finally if (tx.isOpen) tx.rollback() // a failed one is rolled back already
      } finally session.close()
    }

    def write(statement: String): Unit = {
      val session = driver.session()
      try session.run(statement).consume()
      catch { case e: Neo4jException => failed(statement, e.getMessage) }
      finally session.close()
    }

    def update(statement: String, parameters: java.util.Map[String, AnyRef]): QueryRows = {
      val session = driver.session()
      try {
        val result = session.run(statement, parameters)
        val rows = result.list().asScala.toSeq.map(BoltJson.row)
        QueryRows(result.keys().asScala.toSeq, rows, result.consume().counters().containsUpdates())
      } catch { case e: Neo4jException => failed(statement, e.getMessage) }
      finally session.close()
    }

    override def streamValues(statement: String, size: Int)(each: Seq[Seq[AnyRef]] => Unit): Option[Unit] = {
      val session = driver.session(
        SessionConfig.builder().withDefaultAccessMode(AccessMode.READ).withFetchSize(size.toLong).build())
      try {
        val tx = session.beginTransaction()
        try {
          val result = tx.run(statement)
          Iterator.continually(result).takeWhile(_.hasNext).map(r => BoltJson.values(r.next())).grouped(size)
            .foreach(each)
          Some(())
        } finally if (tx.isOpen) tx.rollback()
      } catch { case e: Neo4jException => failed(statement, e.getMessage) }
      finally session.close()
    }

    def readValues(statement: String, parameters: Map[String, JValue]): Seq[Seq[AnyRef]] = {
      val session = driver.session(SessionConfig.builder().withDefaultAccessMode(AccessMode.READ).build())
      try {
        val tx = session.beginTransaction()
        try tx.run(statement, BoltJson.parameters(parameters)).list().asScala.toSeq.map(BoltJson.values)
        finally if (tx.isOpen) tx.rollback()
      } catch { case e: Neo4jException => failed(statement, e.getMessage) }
      finally session.close()
    }

    override def close(): Unit = if (owner) BoltDriver.close(driver, uri)
  }

  private final class OverHttp(client: ExtensionClient, version: ServerVersion) extends CypherRunner {
    private implicit val formats: Formats = DefaultFormats
    private val transactions = client.baseUrl + version.transactionPath

    def via: String = s"HTTP $transactions"

    def read(statement: String, parameters: Map[String, JValue]): QueryRows = rolledBack(statement, parameters)._1

    def attempt(statement: String, parameters: Map[String, JValue]): QueryAttempt = {
      val json = unchecked(statement, parameters)
      val refusal = (json \ "errors").children.headOption.map(e =>
        ServerRefusal((e \ "code").extractOrElse[String](""),
          (e \ "message").extractOrElse[String]("").linesIterator.nextOption().getOrElse(""), None))
      QueryAttempt(refusal.toLeft(rowsOf(json)), HttpCypher.notifications(json))
    }

    def profile(statement: String, parameters: Map[String, JValue]): (QueryRows, QueryPlan) = {
      val (rows, json) = rolledBack(Profile + statement, parameters)
      (rows, QueryPlan.fromHttp(json).getOrElse(failed(statement, s"$via answered no plan for PROFILE")))
    }

    private def rolledBack(statement: String, parameters: Map[String, JValue]): (QueryRows, JValue) = {
      val json = unchecked(statement, parameters)
      HttpCypher.error(json).foreach(message => failed(statement, message))
      (rowsOf(json), json)
    }

    /** The endpoint's answer, errors and all; its open transaction rolled back (Neo4j did when a statement failed). */
    private def unchecked(statement: String, parameters: Map[String, JValue]): JValue = {
      val json = post(transactions, statement, parameters)
      (json \ "commit").extractOpt[String].foreach(commit =>
        client.call(client.authorized(HttpRequest.newBuilder(
              URI.create(commit.stripSuffix("/commit")))).DELETE(), Duration.ofMinutes(1)))
      json
    }

    private def rowsOf(json: JValue): QueryRows = {
      val result = (json \ "results")(0)
      QueryRows((result \ "columns").extract[Seq[String]], HttpCypher.rows(json),
        (result \ "stats" \ "contains_updates").extractOrElse[Boolean](false))
    }

    def write(statement: String): Unit =
      HttpCypher.error(post(client.baseUrl + HttpCypher.commitPath(version), statement, Map.empty))
        .foreach(message => failed(statement, message))

    def update(statement: String, parameters: java.util.Map[String, AnyRef]): QueryRows = {
      val json = post(client.baseUrl + HttpCypher.commitPath(version), statement,
        parameters.asScala.toMap.map { case (k, v) => k -> BoltJson.fromJava(v) })
      HttpCypher.error(json).foreach(message => failed(statement, message))
      QueryRows(((json \ "results")(0) \ "columns").extract[Seq[String]], HttpCypher.rows(json), changedData = true)
    }

    def readValues(statement: String, parameters: Map[String, JValue]): Seq[Seq[AnyRef]] =
      read(statement, parameters).rows.map(_.map(BoltJson.parameter))

    private def post(url: String, statement: String, parameters: Map[String, JValue]): JValue = {
      val response = client.call(
        client.authorized(HttpRequest.newBuilder(URI.create(url)))
          .header("Content-Type", "application/json").header("Accept", "application/json")
          .POST(HttpRequest.BodyPublishers.ofString(HttpCypher.body(statement, version, parameters,
                includeStats = true))),
        Duration.ofMinutes(10))
      if (response.statusCode() != 200 && response.statusCode() != 201)
        UserError(s"Cypher on $url answered HTTP ${response.statusCode()}: ${response.body().take(200)}")
      JsonMethods.parse(response.body())
    }

    override def close(): Unit = ()
  }
}
