package traversalperfs.workloads.file

import traversalperfs.console.Say

import traversalperfs.settings.UserError
import traversalperfs.targets.CypherRunner
import org.json4s._

import scala.util.Random
import scala.util.chaining._

/**
 * The record: every query once per parameter row, one at a time, each in a transaction rolled back (a query that
 * changed anything is refused: the replay is read-only), its answer as [[Answer]] computes it. A workload with writes
 * is recorded as its log ran instead ([[inLogOrder]]).
 */
object FileRecorder {
  def record(workload: WorkloadFile, cypher: CypherRunner): Seq[RecordedAnswer] =
    if (workload.writes) inLogOrder(workload, cypher) else eachRow(workload, cypher)

  /**
   * Every kept arrival of the log in its order, in one transaction rolled back (the store is left as it was): a write's
   * answer is its counters, a read's its rows after the writes before it; one answer per arrival.
   */
  private def inLogOrder(workload: WorkloadFile, cypher: CypherRunner): Seq[RecordedAnswer] = {
    val arrivals = ArrivalsFile.read(workload).filter(_.kept)
    Say(s"recording the log's ${arrivals.size} arrivals in its order (" +
      s"${arrivals.count(a => workload.query(a.query).get.write)} writes), in one transaction rolled back, over " +
      cypher.via)
    val asked = arrivals.map(a => (workload.query(a.query).get, ArrivalsFile.parameters(workload, a)))
    val attempts = cypher.inOrder(asked.map { case (q, parameters) => (q.cypher.text, parameters) })
    asked.zip(attempts).map { case ((query, parameters), attempt) =>
      val shown = RecordedAnswer(query.name, parameters, "").parametersJson
      val rows = attempt.answer.fold(
        refused => UserError(s"query '${query.name}' with $shown: ${refused.code}: ${refused.message}"), identity)
      val answer = if (query.write) Right(Answer.counters(rows.counters))
      else if (rows.changedData)
        UserError(s"query '${query.name}' changed data but does not say write: true (a query log's writes do)")
      else Answer.of(query.answer, query.ordered, rows.rows)
      RecordedAnswer(query.name, parameters,
        answer.fold(why => UserError(s"query '${query.name}' with $shown: $why"), identity))
    }.tap(answers => Say(s"recorded ${answers.size} answers (100%)"))
  }

  private def eachRow(workload: WorkloadFile, cypher: CypherRunner): Seq[RecordedAnswer] = {
    val plan = workload.queries.map(q => q -> parameterRows(q, cypher))
    val total = plan.map(_._2.size).sum
    Say(
      s"recording ${workload.queries.size} queries × their parameter rows ($total answers) over " +
        s"${cypher.via}")
    var done = 0
    for ((query, rows) <- plan; parameters <- rows) yield {
      val answered = cypher.read(query.cypher.text, parameters)
      val shown = RecordedAnswer(query.name, parameters, "").parametersJson
      if (answered.changedData)
        UserError(s"query '${query.name}' changed data (rolled back, nothing was kept): the replay " +
          "is read-only; writes belong in dataset.setup")
      val answer = Answer.of(query.answer, query.ordered, answered.rows)
        .fold(why => UserError(s"query '${query.name}' with $shown: $why"), identity)
      done += 1
      if (done % 50 == 0 || done == total)
        Say(f"recorded $done / $total answers (${100.0 * done / total}%.0f%%)")
      RecordedAnswer(query.name, parameters, answer)
    }
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
