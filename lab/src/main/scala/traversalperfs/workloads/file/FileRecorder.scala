package traversalperfs.workloads.file

import traversalperfs.console.Say

import traversalperfs.settings.UserError
import traversalperfs.targets.{CypherRunner, QueryAttempt, ServerRefusal}
import org.json4s._

import scala.util.Random

/**
 * The record: every query once per parameter row, one at a time, each in a transaction rolled back (a query that
 * changed anything is refused: the replay is read-only), its answer as [[Answer]] computes it; a query the server
 * refuses is a finding, recorded as such, not the end of the record. A workload with writes is recorded as its log ran
 * instead ([[inLogOrder]]).
 */
object FileRecorder {
  /**
   * The answers, and the queries the reference refused: each such query is said in one line with the server's words,
   * recorded as refused (with the parameters it was refused with) and left out of the load; every other query is
   * recorded as if it were not there.
   */
  def record(workload: WorkloadFile, cypher: CypherRunner): (Seq[RecordedAnswer], Seq[RefusedQuery]) = {
    val (answers, refused) = if (workload.writes) inLogOrder(workload, cypher) else eachRow(workload, cypher)
    refused.groupBy(_.query).foreach { case (query, all) =>
      Say(s"query '$query' fails on the reference (${cypher.via}): ${all.head.refusal.describe}; left out of every " +
        "version's load, and reported")
    }
    (answers, refused)
  }

  /**
   * Every kept arrival of the log in its order, in one transaction rolled back (the store is left as it was): a write's
   * answer is its counters, a read's its rows after the writes before it; one answer per arrival. A refusal ends the
   * server's transaction: its query is set aside (each of its arrivals recorded as refused) and the log asked again
   * from the start without it, as each version's checks do.
   */
  private def inLogOrder(workload: WorkloadFile, cypher: CypherRunner): (Seq[RecordedAnswer], Seq[RefusedQuery]) = {
    val arrivals = ArrivalsFile.read(workload).filter(a => a.kept && workload.query(a.query).isDefined)
    Say(s"recording the log's ${arrivals.size} arrivals in its order (" +
      s"${arrivals.count(a => workload.query(a.query).get.write)} writes), in one transaction rolled back, over " +
      cypher.via)
    val all = arrivals.map(a => (workload.query(a.query).get, ArrivalsFile.parameters(workload, a)))
    var setAside = Map.empty[String, ServerRefusal]
    var attempts = Seq.empty[QueryAttempt]
    var done = false
    while (!done) {
      val asked = all.filterNot { case (q, _) => setAside.contains(q.name) }
      attempts = cypher.inOrder(asked.map { case (q, parameters) => (q.cypher.text, parameters) })
      attempts.lastOption.flatMap(_.answer.left.toOption) match {
        case Some(refused) => setAside += asked(attempts.size - 1)._1.name -> refused
        case None => done = true
      }
    }
    val answered = all.filterNot { case (q, _) => setAside.contains(q.name) }.zip(attempts).map {
      case ((query, parameters), attempt) =>
        val shown = RecordedAnswer(query.name, parameters, "").parametersJson
        val rows = attempt.answer.toOption.get // a refusal set its query aside
        val answer = if (query.write) Right(Answer.counters(rows.counters))
        else if (rows.changedData)
          UserError(s"query '${query.name}' changed data but does not say write: true (a query log's writes do)")
        else Answer.of(query.answer, query.ordered, rows.rows)
        RecordedAnswer(query.name, parameters,
          answer.fold(why => UserError(s"query '${query.name}' with $shown: $why"), identity))
    }
    val refused = all.collect {
      case (q, parameters) if setAside.contains(q.name) =>
        RefusedQuery(q.name, parameters, setAside(q.name))
    }
    Say(s"recorded ${answered.size} answers (100%)" +
      (if (refused.isEmpty) "" else s"; ${refused.size} arrivals of the queries the reference refused"))
    (answered, refused)
  }

  /** Each query once per parameter row; a query's first refusal ends its asking (the refusal is its text's). */
  private def eachRow(workload: WorkloadFile, cypher: CypherRunner): (Seq[RecordedAnswer], Seq[RefusedQuery]) = {
    val plan = workload.queries.map(q => q -> parameterRows(q, cypher))
    val total = plan.map(_._2.size).sum
    Say(
      s"recording ${workload.queries.size} queries × their parameter rows ($total answers) over " +
        s"${cypher.via}")
    var done = 0
    val answers = Seq.newBuilder[RecordedAnswer]
    val refused = Seq.newBuilder[RefusedQuery]
    for ((query, rows) <- plan) {
      val each = rows.iterator
      val mine = Seq.newBuilder[RecordedAnswer]
      var refusal = Option.empty[RefusedQuery]
      while (refusal.isEmpty && each.hasNext) {
        val parameters = each.next()
        val shown = RecordedAnswer(query.name, parameters, "").parametersJson
        cypher.attempt(query.cypher.text, parameters).answer match {
          case Left(refused) => refusal = Some(RefusedQuery(query.name, parameters, refused))
          case Right(answered) =>
            if (answered.changedData)
              UserError(s"query '${query.name}' changed data (rolled back, nothing was kept): the replay " +
                "is read-only; writes belong in dataset.setup")
            mine += RecordedAnswer(query.name, parameters,
              Answer.of(query.answer, query.ordered, answered.rows)
                .fold(why => UserError(s"query '${query.name}' with $shown: $why"), identity))
        }
        done += 1
        if (done % 50 == 0 || done == total)
          Say(f"recorded $done / $total answers (${100.0 * done / total}%.0f%%)")
      }
      // a query refused on any row is refused: its other rows are not asked, its answers not measured either
      refusal match {
        case Some(r) => refused += r
        case None => answers ++= mine.result()
      }
      if (each.hasNext) {
        done += each.size
        Say(f"recorded $done / $total answers (${100.0 * done / total}%.0f%%)")
      }
    }
    (answers.result(), refused.result())
  }

  /** The query's parameter rows: none, its CSV's, or `rows` drawn with `seed` from what its draw query answers. */
  def parameterRows(query: WorkloadQuery, cypher: CypherRunner): Seq[Map[String, JValue]] = query.parameters match {
    case ParameterSource.NoParameters => Seq(Map.empty)
    case ParameterSource.Csv(_, rows) => rows
    case ParameterSource.Drawn(draw, rows, seed) =>
      val answered = cypher.read(draw.text)
      if (answered.changedData) UserError(s"query '${query.name}': its parameters.cypher changed data (rolled back)")
      // sorted before the draw: the same rows whatever order the server gave them in
      val candidates = answered.rows.map(row => answered.columns.zip(row).toMap)
        .sortBy(row => RecordedAnswer(query.name, row, "").parametersJson).distinct
      if (candidates.isEmpty) UserError(s"query '${query.name}': its parameters.cypher found no rows on this dataset")
      new Random(seed).shuffle(candidates).take(rows)
  }
}
