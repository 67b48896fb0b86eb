package traversalperfs.workloads.file

import traversalperfs.results.{AnswerDifference, ComparisonCell, QueryCheck}
import traversalperfs.console.Say
import traversalperfs.server.MissingPlugin

import traversalperfs.targets.{CypherRunner, QueryAttempt, ServerNotification, ServerRefusal}

import scala.collection.mutable

/**
 * Each query of a workload asked with every recorded answer's parameters on one version before its load, as the upgrade
 * report reads it: never stopping at the first difference. A refusal is the query's (its text), so its first one ends
 * that query's asking; a different answer is counted and the next is asked; every notification is kept once. The query
 * is also explained once: versions before 4.0 give their notifications to `EXPLAIN` only. A workload with writes is
 * asked as its log ran ([[inLogOrder]]).
 */
object QueryChecks {
  /** What one query's asking found. */
  private final class Found {
    var refusal = Option.empty[ServerRefusal]
    val differences: mutable.Builder[AnswerDifference, Seq[AnswerDifference]] = Seq.newBuilder[AnswerDifference]
    val warnings: mutable.LinkedHashSet[ServerNotification] = mutable.LinkedHashSet[ServerNotification]()

    /** The attempt's notifications kept, its refusal or its answer's difference from the recorded one. */
    def add(query: WorkloadQuery, recorded: RecordedAnswer, attempt: QueryAttempt): Unit = {
      warnings ++= attempt.notifications
      attempt.answer match {
        case Left(refused) => refusal = Some(refused)
        case Right(rows) =>
          val found = if (query.write) Right(Answer.counters(rows.counters))
          else Answer.of(query.answer, query.ordered, rows.rows)
          Answer.mismatch(recorded.answer, found).foreach(_ =>
            differences += AnswerDifference(recorded.parametersJson, recorded.answer, found.fold(identity, identity)))
      }
    }
  }

  /**
   * `without`: the plugins asked that this version runs without; a refusal naming one of a missing plugin's procedures
   * or functions (its namespace, [[MissingPlugin.named]]) is then that ([[QueryCheck.withoutPlugin]]).
   */
  def of(workload: WorkloadFile, recording: Recording, version: String, cypher: CypherRunner,
         language: Option[String] = None, without: Seq[MissingPlugin] = Nil): Seq[QueryCheck] = {
    val side = ComparisonCell.side(version, language)
    Say(
      s"checking the ${recording.answers.size} recorded answers on Neo4j $side (${cypher.via})" +
        (if (workload.writes) ": in the log's order, in one transaction rolled back" else ""))
    // a query the reference refused is not asked again: its refusal, the reference's, is carried to every version
    val inLanguage = workload.inLanguage(language)
    val asked = inLanguage.without(recording.refusedQueries.keySet)
    val found = asked.queries.map(q => q.name -> new Found).toMap
    asked.queries.foreach(query =>
      recording.answers.find(_.query == query.name).foreach(first =>
        found(query.name).warnings ++= cypher.attempt(CypherRunner.Explain + query.cypher.text, first.parameters)
          .notifications.map(_.without(CypherRunner.Explain))))
    if (asked.writes) inLogOrder(asked, recording, cypher, found)
    else for (query <- asked.queries; answer <- recording.answers if answer.query == query.name
      if found(query.name).refusal.isEmpty)
      found(query.name).add(query, answer, cypher.attempt(query.cypher.text, answer.parameters))
    val checks = inLanguage.queries.flatMap { query =>
      recording.refusedQueries.get(query.name).map(refused =>
        QueryCheck(version, query.name, query.cypher.text, 0, Some(refused), language = language, onReference = true))
        .orElse(found.get(query.name).map { f =>
          val differing = f.differences.result()
          val withoutPlugin = f.refusal.flatMap(r => without.find(_.named(r.describe))).map(_.describe)
          QueryCheck(version, query.name, query.cypher.text, recording.answers.count(_.query == query.name), f.refusal,
            differing.size, differing.take(QueryCheck.Examples).toList, f.warnings.toList, language,
            withoutPlugin = withoutPlugin)
        })
    }
    Say(s"Neo4j $side: ${checks.size} queries checked: " +
      s"${checks.count(c => c.refusal.isDefined && !c.onReference && c.withoutPlugin.isEmpty)} fail, " +
      Some(checks.count(_.onReference)).filter(_ > 0).fold("")(n => s"$n failed on the reference, ") +
      Some(checks.count(_.withoutPlugin.isDefined)).filter(_ > 0).fold("")(n => s"$n fail without their plugin, ") +
      s"${checks.count(c => c.refusal.isEmpty && c.differing > 0)} answer differently, " +
      s"${checks.count(_.warnings.nonEmpty)} warn" +
      Option(checks.filterNot(_.measured).map(_.query)).filter(_.nonEmpty).fold("")(q =>
        s"; left out of its load: ${q.mkString(", ")}"))
    checks
  }

  /**
   * Every recorded arrival in the log's order, in one transaction rolled back, each read after the writes before it. A
   * refusal ends Neo4j's transaction: its query is set aside and the log asked again from the start without it (at most
   * once per query), so every other query is still asked; the reads after a write set aside may then differ, and say
   * so.
   */
  private def inLogOrder(workload: WorkloadFile, recording: Recording, cypher: CypherRunner,
                         found: Map[String, Found]): Unit = {
    var setAside = Set.empty[String]
    var done = false
    while (!done) {
      val asked = recording.answers.filterNot(a => setAside(a.query))
      val attempts = cypher.inOrder(asked.map(a => (workload.query(a.query).get.cypher.text, a.parameters)))
      attempts.lastOption.flatMap(_.answer.left.toOption) match {
        case Some(refused) =>
          val query = asked(attempts.size - 1).query
          found(query).refusal = Some(refused)
          found(query).warnings ++= attempts.last.notifications
          setAside += query
        case None =>
          asked.zip(attempts).foreach { case (answer, attempt) =>
            found(answer.query).add(workload.query(answer.query).get, answer, attempt)
          }
          done = true
      }
    }
  }
}
