package traversalperfs.docs

import traversalperfs.testing.Lanes
import traversalperfs.workloads.AllParameters
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.{Tag, Test}

import java.nio.file.{Files, Path, Paths}
import scala.jdk.CollectionConverters._

/**
 * Every command the docs give runs as typed from a fresh clone: each file it reads from `workloads/` or `examples/` is
 * tracked by git, not only present in this checkout (the movies dumps are git-ignored: a reader's clone has none; a
 * path through `mine`, `my-…` or `your…` is the reader's own, as `workloads/mine/` is), and each `-D` it passes is a
 * parameter of the lab's list or one of the few Maven, Surefire and Gatling ones the docs use.
 */
@Tag(Lanes.Files)
class DocCommandTest {
  private val pages: Seq[Path] = Paths.get("README.md") +:
    Files.list(Paths.get("docs")).iterator.asScala.filter(_.toString.endsWith(".md")).toSeq.sorted

  private lazy val tracked: Set[String] = {
    val git = new ProcessBuilder("git", "ls-files").redirectErrorStream(true).start()
    val files = new String(git.getInputStream.readAllBytes(), "UTF-8").linesIterator.toSet
    assertEquals(0, git.waitFor(), s"git ls-files: ${files.take(3)}")
    files
  }

  @Test def everyCommandNamesTrackedFilesAndKnownParameters(): Unit = {
    val commands = pages.flatMap(page => DocCommands.of(Files.readString(page)).map(page -> _))
    assertTrue(commands.size >= 40, s"${commands.size} commands")
    val problems = commands.flatMap { case (page, command) =>
      DocCommands.problems(command, tracked).map(p => s"$page: $p in: $command")
    }
    assertEquals(Nil, problems, problems.mkString("\n"))
  }

  @Test def anUntrackedFileAndAnUnknownParameterAreFound(): Unit = {
    val page = "text `./mvnw gatling:test -Dno.such=1`\n```\n./mvnw -B -Prehearse verify -DskipTests \\\n" +
      "  -Ddataset=workloads/movies-35.dump -Dquerylog=workloads/mine.log -Dworkload=file:workloads/friends.yml\n```\n"
    val Seq(block, inline) = DocCommands.of(page)
    assertEquals(Seq("-Dno.such: not a parameter of the lab's list (docs/parameters.md)"),
      DocCommands.problems(inline, tracked))
    // the reader's own files (mine, my, your) are theirs to make
    assertEquals(Seq("workloads/movies-35.dump: not in a clone (git-ignored or never committed)"),
      DocCommands.problems(block, tracked))
  }
}

object DocCommands {
  /** Maven's, Surefire's, Gatling's and the release profile's, which the docs pass beside the lab's own. */
  private val Others = Set("skipTests", "groups", "gatling.simulationClass", "release.scm")

  /** Lines of code blocks that run `./mvnw` (a trailing `\` joins the next), and inline `./mvnw …` spans. */
  def of(page: String): Seq[String] = {
    val blocks = "(?s)```[a-z]*\n(.*?)```".r.findAllMatchIn(page).map(_.group(1)).toSeq
    val lines = blocks.flatMap(_.replace("\\\n", " ").linesIterator).filter(_.contains("./mvnw"))
    val inline = "`(\\./mvnw [^`]*)`".r.findAllMatchIn("(?s)```.*?```".r.replaceAllIn(page, "")).map(_.group(1))
    lines ++ inline
  }

  /** What stops `command` as typed from a fresh clone. */
  def problems(command: String, tracked: Set[String]): Seq[String] = {
    val tokens = command.split("\\s+").map(_.stripPrefix("'").stripSuffix("'")).toSeq
    val parameters = tokens.filter(_.startsWith("-D")).map(_.drop(2).split("=", 2))
    val unknown = parameters.map(_.head).filterNot(name => Others(name) || AllParameters.find(name).isDefined)
      .map(name => s"-D$name: not a parameter of the lab's list (docs/parameters.md)")
    val files = parameters.collect { case Array(_, value) => value.stripPrefix("file:") }
      .filter(_.matches("(workloads|examples)/[^<>…]+"))
      .filterNot(_.matches("(.*/)?(mine|my[-_.]|your)[^/]*(/.*)?"))
    unknown ++ files.filterNot(tracked).map(f => s"$f: not in a clone (git-ignored or never committed)")
  }
}
