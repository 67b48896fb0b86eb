package traversalperfs.docs

import traversalperfs.testing.Lanes
import traversalperfs.testing.Arg
import traversalperfs.settings.{ParameterCatalog => P}
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.{Tag, Test}
import org.junit.jupiter.api.io.TempDir
import traversalperfs.docs.DocFigures

import java.nio.file.{Files, Path, Paths}
import scala.jdk.CollectionConverters._

/**
 * Published figures cannot drift: every figure README and docs quote comes from a run folder of docs/runs (a table
 * between quote markers equal to the run's file, or prose beside a link to the run, held by its files), and every run
 * folder says its command, date, machine and commit. The tampering tests change one figure of a real page and run.
 */
@Tag(Lanes.Files)
class DocFiguresTest {
  private val root = Paths.get("").toAbsolutePath

  @Test def everyFigureTheDocsQuoteIsInTheRunFileTheyName(): Unit = {
    val problems = DocFigures.problems(root)
    assertTrue(problems.isEmpty, problems.mkString("\n", "\n", "\n"))
    assertTrue(DocFigures.runs(root).size >= 5)
  }

  @Test def theReadmeIsAFrontPageWithAPictureAndTheTwoCommands(): Unit = {
    val readme = Files.readString(root.resolve("README.md"))
    val words = readme.split("\\s+").count(_.exists(_.isLetterOrDigit))
    assertTrue(words < 1200, s"README has $words words: reference belongs in docs/")
    val firstScreen = readme.linesIterator.take(25).mkString("\n")
    assertTrue("""!\[[^\]]+\]\(docs/runs/[^)]+\.png\)""".r.findFirstIn(firstScreen).isDefined,
      "no picture of a published run on the first screen")
    assertTrue(readme.contains("`./mvnw gatling:test`") && readme.contains("`./mvnw -B verify`"))
    assertTrue(Files.readString(root.resolve(".ci/run")).contains("./mvnw -B verify"),
      ".ci/run runs the README's test command")
  }

  /** A copy of the project's pages and runs to tamper with. */
  private def copy(into: Path): Unit = {
    // the pages, their runs, and what else they link to
    val walked =
      Seq("docs", "workloads", "examples").flatMap(dir => Files.walk(root.resolve(dir)).iterator().asScala.toSeq)
    for (source <- walked ++ Seq(root.resolve("README.md"), root.resolve("LICENSE"))) {
      val target = into.resolve(root.relativize(source).toString)
      if (Files.isDirectory(source)) Files.createDirectories(target)
      else { Files.createDirectories(target.getParent); Files.copy(source, target) }
    }
    assertEquals(Seq.empty, DocFigures.problems(into))
  }

  private def quotedPage(in: Path): (Path, String) = DocFigures.pages(in).iterator
    .map(p => p -> Files.readString(p)).find(_._2.contains("<!-- quote ")).getOrElse(fail("no page quotes a run"))

  @Test def aFigureChangedInAQuotedTableFails(@TempDir copyRoot: Path): Unit = {
    copy(copyRoot)
    val (page, text) = quotedPage(copyRoot)
    val body = text.substring(text.indexOf("<!-- quote "))
    val row = body.linesIterator.drop(3).next()
    val digit = row.indexWhere(_.isDigit)
    val tampered = row.updated(digit, if (row(digit) == '9') '8' else (row(digit) + 1).toChar)
    Files.writeString(page, text.replace(row, tampered))
    val problems = DocFigures.problems(copyRoot)
    assertEquals(1, problems.size, problems.mkString("\n"))
    assertTrue(problems.head.contains("differs from runs/") && problems.head.contains(s"the page '$tampered'"),
      problems.head)
  }

  @Test def aCommandShownForARunMustBeTheRunsOwn(@TempDir copyRoot: Path): Unit = {
    copy(copyRoot)
    val readme = copyRoot.resolve("README.md")
    val text = Files.readString(readme)
    assertTrue(text.contains("<!-- command docs/runs/"), "README shows its picture's command from the run's run.json")
    Files.writeString(readme,
      text.replace(Arg(P.CompareStrategies, "framework,cached"), Arg(P.CompareStrategies, "framework")))
    val problems = DocFigures.problems(copyRoot)
    assertEquals(1, problems.size, problems.mkString("\n"))
    assertTrue(problems.head.contains("differs from docs/runs/2026-11-24-seven-versions/run.json"), problems.head)
  }

  @Test def aFigureChangedInProseFails(@TempDir copyRoot: Path): Unit = {
    copy(copyRoot)
    val readme = copyRoot.resolve("README.md")
    val text = Files.readString(readme)
    val figure = """\b(\d{3,}) ms""".r.findFirstMatchIn(text.replaceAll("`[^`]*`", "")).getOrElse(
      fail("README quotes no figure in ms"))
    Files.writeString(readme, text.replace(figure.matched, s"${figure.group(1)}7 ms"))
    val problems = DocFigures.problems(copyRoot)
    assertTrue(
      problems.exists(p => p.startsWith("README.md:") && p.contains(s"${figure.group(1)}7 is in no file of runs/")),
      problems.mkString("\n"))
  }

  @Test def aFigureWithNoRunFileFails(@TempDir copyRoot: Path): Unit = {
    copy(copyRoot)
    Files.writeString(copyRoot.resolve("docs/new-page.md"),
      "# New\n\nOn 5.26 the traversal takes 420 ms.\n\n| ms | 5.26 |\n|---|---|\n| p50 | 420 |\n")
    val problems = DocFigures.problems(copyRoot)
    assertEquals(
      Seq(
        "docs/new-page.md:3: '420 ms' with no run file: link the run folder it comes from",
        "docs/new-page.md:5: a table of figures ('420') outside <!-- quote … --> markers: " +
          "quote it from its run's file"),
      problems)
  }

  /** Every link's `#section` is a heading of the page it names (or of its own page); a planted wrong one is found. */
  @Test def aLinkToAMissingSectionFails(@TempDir copyRoot: Path): Unit = {
    copy(copyRoot)
    Files.writeString(copyRoot.resolve("docs/new-page.md"),
      "# New\n\n## Here\n\nSee [warm-up](glossary.md#warm-up), [here](#here), [the verdicts](figures.md#verdicts-" +
        "nowhere) and [there](#there).\n")
    assertEquals(
      Seq(
        "docs/new-page.md:5: links to figures.md#verdicts-nowhere, whose page has no heading #verdicts-nowhere",
        "docs/new-page.md:5: links to #there, whose page has no heading #there"),
      DocFigures.problems(copyRoot))
    assertEquals(Set("the-tree", "record-replay", "a-start"),
      traversalperfs.docs.Anchors.of(Seq("## The tree", "## Record, replay", "```", "## not a heading", "```",
          "### A start")))
  }

  @Test def aRunFolderWithoutItsCommandAndMachineFails(@TempDir copyRoot: Path): Unit = {
    copy(copyRoot)
    val run = DocFigures.runs(copyRoot).head.folder
    Files.writeString(run.resolve("run.json"), """{"command": "./mvnw gatling:test", "date": "2026-11-24"}""")
    val problems = DocFigures.problems(copyRoot)
    val name = run.getFileName
    assertEquals(Seq(s"docs/runs/$name: run.json has no commit", s"docs/runs/$name: run.json has no machine.cores",
        s"docs/runs/$name: run.json has no machine.memory", s"docs/runs/$name: run.json has no machine.jdk",
        s"docs/runs/$name: run.json has no machine.os"), problems)
  }
}
