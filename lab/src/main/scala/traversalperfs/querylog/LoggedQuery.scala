package traversalperfs.querylog

import org.json4s.JValue

/**
 * One query the log says ended: when it arrived (the log's time, written at its end, less its elapsed time; epoch ms),
 * how long it took, its database when the format names one, its text, and its parameters or why they cannot be
 * replayed.
 */
final case class LoggedQuery(arrivedMillis: Long, elapsedMillis: Long, database: Option[String], text: String,
                             parameters: Either[LeftOut, Map[String, JValue]])

/** Why an entry of the log is not replayed: each reason is counted and printed by the import. */
sealed abstract class LeftOut(val reason: String)

object LeftOut {
  case object NotAQuery extends LeftOut("lines that are not a query's end (other messages, transaction events)")
  case object Started extends LeftOut("query start events (VERBOSE logging: each query is taken from its end)")
  case object Failed extends LeftOut("failed queries")
  case object System extends LeftOut("queries of the system database")
  case object Writes extends LeftOut("writing queries (querylog.writes=true keeps them)")
  case object Obfuscated extends LeftOut("queries whose parameters the log obfuscated (******)")
  case object NotLogged extends LeftOut("queries whose parameters were not logged (parameter logging off)")
  case object Unreadable extends LeftOut("queries whose parameters do not read (truncated, or not a Cypher map)")
  case object CutShort extends LeftOut("entries cut short (a line ending in the middle)")
  case object Beyond extends LeftOut("queries beyond querylog.queries distinct texts (literals written in the text?)")
  case object Administration extends LeftOut(
        "administration commands and procedures (SHOW, schema, users, db.checkpoint(), dbms.*)")

  val All: Seq[LeftOut] =
    Seq(NotAQuery, Started, Failed, System, Writes, Administration, Obfuscated, NotLogged, Unreadable, CutShort,
      Beyond)
}
