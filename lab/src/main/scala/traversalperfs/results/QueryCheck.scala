package traversalperfs.results

import traversalperfs.targets.{ServerNotification, ServerRefusal}

/** A recorded answer a version gave otherwise: the parameters it was asked with, the recorded answer, the one got. */
final case class AnswerDifference(parameters: String, recorded: String, got: String)

/**
 * One query of a workload checked on one version before its load, on every recorded answer, never stopping at the first
 * difference: the server's refusal (the query then has no load on that version), how many recorded answers differ (up
 * to [[QueryCheck.Examples]] of them shown; a query that answers differently has no load there either), and the
 * notifications the server gave with it (each distinct one once). `language`: the Cypher language it was asked in
 * (`compare.cypher`), none when as the version reads it by default. `onReference`: its refusal is the reference's, when
 * its answers were recorded: not asked on this version, left out of every version's load, not an upgrade finding.
 * `withoutPlugin`: the plugin it calls was asked but this version runs without it (no APOC of its line): its refusal is
 * that, not an upgrade finding either.
 */
final case class QueryCheck(version: String, query: String, text: String, answers: Int,
                            refusal: Option[ServerRefusal] = None, differing: Int = 0,
                            examples: List[AnswerDifference] = Nil, warnings: List[ServerNotification] = Nil,
                            language: Option[String] = None, onReference: Boolean = false,
                            withoutPlugin: Option[String] = None) {
  /** The version, or the version in the Cypher language the query was asked in. */
  def side: String = ComparisonCell.side(version, language)

  /** Whether its load is measured on the version: it ran and gave every recorded answer. */
  def measured: Boolean = refusal.isEmpty && differing == 0
}

object QueryCheck {
  val Examples = 3

  /** A query's text as a table shows it: its first line, at most 100 characters. */
  def firstLine(text: String): String = {
    val line = text.linesIterator.map(_.trim).find(_.nonEmpty).getOrElse("")
    if (line.length > 100) line.take(99) + "…" else line
  }
}
