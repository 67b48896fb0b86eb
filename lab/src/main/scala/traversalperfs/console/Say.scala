package traversalperfs.console

import java.util.concurrent.{ConcurrentHashMap, ConcurrentLinkedQueue}
import scala.jdk.CollectionConverters._
import scala.util.DynamicVariable

/**
 * A line of the lab's console as a value, for what builds its lines before they are said (a report's verdicts, a
 * machine's figures): its text and its level; [[shown]] is how the console prints it.
 */
final case class Line(text: String, level: Line.Level = Line.Info) {
  def shown: String = Say.Prefix + level.tag + text
}

object Line {
  sealed abstract class Level(val tag: String)
  case object Info extends Level("")
  case object Warning extends Level("WARNING: ")
  case object Error extends Level("ERROR: ")

  def warning(text: String): Line = Line(text, Warning)

  def error(text: String): Line = Line(text, Error)
}

/**
 * The lab's console: every line the lab prints goes through here, with its prefix (`[traversal-perfs] `) and level
 * (`WARNING: `, `ERROR: ` after it), each known secret (a password) masked, so that no file writes the prefix or the
 * levels again. The lines are the lab's interface: `RunError` reads a child's `[traversal-perfs] ERROR:` line, tests
 * and published console files quote them. Gatling's own output is Gatling's. Tests that run the lab in their own JVM
 * hear its lines with [[heard]] (or silence them with [[quietly]]) instead of reading standard output.
 */
object Say {
  val Prefix = "[traversal-perfs] "
  val ErrorPrefix: String = Prefix + Line.Error.tag

  private val secrets = ConcurrentHashMap.newKeySet[String]()
  private val out = new DynamicVariable[String => Unit](line => { System.out.println(line); System.out.flush() })

  /** A line of the lab's story. */
  def apply(line: String): Unit = raw(Prefix + line)

  /** Something the user should know before trusting a figure. */
  def warning(line: String): Unit = say(Line.warning(line))

  /** What failed, in one line (a child run's first such line is the reason its parent gives). */
  def error(line: String): Unit = say(Line.error(line))

  /** A line built before it is said. */
  def say(line: Line): Unit = raw(line.shown)

  /** What failed, on standard error, where the JVM ends after it (a simulation's set-up, a server gone). */
  def fatal(line: String): Unit = {
    System.err.println(masked(ErrorPrefix + line))
    System.err.flush()
  }

  /** A line as it is (a table, the Markdown a command prints), its secrets masked. */
  def raw(text: String): Unit = out.value(masked(text))

  /**
   * `secret` (a password) is never printed: every line that holds it shows `(hidden)` there. The lab prints no password
   * itself; this is the net under what it prints of others (a server's error quoting a URI with its credentials). Only
   * secrets of [[MinSecret]] characters or more (Neo4j 5's shortest password): a shorter one, such as the default
   * `neo4j`, would mask words every line holds.
   */
  def hide(secret: String): Unit = if (secret.length >= MinSecret) secrets.add(secret)

  val MinSecret = 8

  private def masked(text: String): String =
    if (secrets.isEmpty) text
    else secrets.asScala.foldLeft(text)((t, secret) => t.replace(secret, "(hidden)"))

  /** Runs `body` with the lab's lines (of this thread and those it starts) given to `to` instead of printed. */
  def to[A](to: String => Unit)(body: => A): A = out.withValue(to)(body)

  /** What `body` said, beside its value (a test's reading of the lines). */
  def heard[A](body: => A): (A, Seq[String]) = {
    val lines = new ConcurrentLinkedQueue[String]()
    val value = to(line => lines.add(line))(body)
    (value, lines.asScala.toSeq)
  }

  /** Runs `body` saying nothing (a test that checks what it does, not what it says). */
  def quietly[A](body: => A): A = to(_ => ())(body)
}
