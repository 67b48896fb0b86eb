package traversalperfs.workloads.file

import com.ekino.neo4j.gatling.check.Neo4jCounters
import org.json4s._
import org.json4s.native.JsonMethods

import java.nio.charset.StandardCharsets
import java.security.MessageDigest

/**
 * A query's answer as recorded and compared: its row count, its single value, or `<n> rows <sha-256>` of its rows. Rows
 * are JSON values in one canonical form whichever way they came (Bolt or HTTP, any version): a node or a relationship
 * is its property map, a path the list of its elements' maps, map keys sorted. Unordered rows are sorted before the
 * fingerprint, so only an ordering query's order counts.
 */
object Answer {
  def of(kind: AnswerKind, ordered: Boolean, rows: Seq[Seq[JValue]]): Either[String, String] = kind match {
    case AnswerKind.Rows => Right(rows.size.toString)
    case AnswerKind.Value => rows match {
        case Seq(Seq(value)) => Right(text(value))
        case _ => Left(s"answer: value needs one row of one column; the query answered ${rows.size} row(s)" +
            rows.headOption.fold("")(r => s" of ${r.size} column(s)"))
      }
    case AnswerKind.Fingerprint =>
      val lines = rows.map(row => text(JArray(row.toList)))
      val inOrder = if (ordered) lines else lines.sorted
      Right(s"${rows.size} row${if (rows.size == 1) "" else "s"} ${sha256(inOrder.mkString("\n")).take(16)}")
    case AnswerKind.Counters => Left("a write's answer is its counters, not its rows")
  }

  /**
   * A write's answer: the counters it changed, by the driver's names, in their order (`nodesCreated=1
   * propertiesSet=2`), `no change` when none did.
   */
  def counters(counters: Map[String, Int]): String =
    Neo4jCounters.Names.flatMap(name => counters.get(name).filter(_ != 0).map(n => s"$name=$n")) match {
      case Seq() => "no change"
      case changed => changed.mkString(" ")
    }

  /** One line saying how a found answer differs from the recorded one, or None when they are the same. */
  def mismatch(expected: String, found: Either[String, String]): Option[String] = found match {
    case Right(answer) if answer == expected => None
    case Right(answer) => Some(s"expected $expected, found $answer")
    case Left(why) => Some(s"expected $expected, but $why")
  }

  /** Compact JSON of the canonical value. */
  def text(value: JValue): String = JsonMethods.compact(JsonMethods.render(canonical(value)))

  def canonical(value: JValue): JValue = value match {
    case JObject(fields) => JObject(fields.map { case (k, v) => k -> canonical(v) }.sortBy(_._1))
    case JArray(items) => JArray(items.map(canonical))
    case JLong(n) => JInt(n)
    case JDecimal(d) => JDouble(d.toDouble)
    case other => other
  }

  def sha256(text: String): String =
    MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)).map(b => f"$b%02x").mkString
}
