package traversalperfs.docs

import org.json4s._
import org.json4s.native.JsonMethods

import java.nio.file.{Files, Path}
import scala.jdk.CollectionConverters._
import scala.util.Try

/**
 * A folder of docs/runs: what one command produced (docs/runs/publish writes it). `run.json` says the command, the
 * date, the machine and the lab's commit; the other files are the run's own output, where quoted figures are looked up.
 * Its README.md is a person's reading of the run, never a source of figures.
 */
final case class PublishedRun(folder: Path) {
  def name: String = folder.getFileName.toString

  private lazy val manifest: Option[JValue] =
    Try(JsonMethods.parse(Files.readString(folder.resolve("run.json")))).toOption

  /**
   * Why its figures may carry another load than the one measured: run.json's `busyMachine` (docs/runs/publish `--busy`,
   * or other processes seen taking the CPU), shown under every table quoted from it.
   */
  def busy: Option[String] = manifest.flatMap(json => (json \ "busyMachine").toOption).collect { case JString(why) =>
    why
  }

  /** The command that made it, as run.json says. */
  def command: Option[String] =
    manifest.flatMap(json => (json \ "command").toOption).collect { case JString(command) => command }

  /** The line a quote of this run ends with when it was measured on a busy machine. */
  def busyNote(page: Path): Option[String] = busy.map(why =>
    s"*Measured on a busy machine: $why ([the run](${page.getParent.relativize(folder.resolve("README.md"))})).*")

  /** What run.json lacks, or why it cannot be read. */
  def manifestProblems: Seq[String] = manifest match {
    case None => Seq(s"$name: no readable run.json (command, date, commit, machine)")
    case Some(json) =>
      val fields = Seq("command", "date", "commit").filter(f => (json \ f).toOption.isEmpty) ++
        Seq("cores", "memory", "jdk", "os").filter(f => (json \ "machine" \ f).toOption.isEmpty).map("machine." + _)
      fields.map(f => s"$name: run.json has no $f")
  }

  def dataFiles: Seq[Path] = Files.list(folder).iterator().asScala.toSeq.sorted
    .filter(p =>
      Files.isRegularFile(p) && !Set("README.md", "run.json").contains(p.getFileName.toString) &&
        !p.getFileName.toString.endsWith(".png"))

  private lazy val numbers: Set[String] = dataFiles.flatMap { file =>
    PublishedRun.Number.findAllIn(Files.readString(file).replace(",", "")).toSeq
  }.toSet

  /**
   * Whether the run's own files hold this number (thousands separators ignored; a figure rounded to whole ms is found
   * in its decimals).
   */
  def holds(number: String): Boolean = {
    val plain = number.replace(",", "")
    numbers.contains(plain) || (!plain.contains('.') && numbers.exists(_.startsWith(plain + ".")))
  }
}

object PublishedRun {
  private val Number = """\d+(?:\.\d+)?""".r
}
