package traversalperfs.comparison

import traversalperfs.testing.Lanes
import traversalperfs.workloads.AllParameters
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.{Tag, Test}

import java.nio.file.{Files, Path, Paths}
import scala.jdk.CollectionConverters._

/**
 * The contract between a comparison and its child runs is typed: every setting a comparison hands a run is a parameter
 * given a value (`P.Target := url`, [[traversalperfs.settings.Setting]]), never a name typed as a string. The check
 * reads the comparison's package and every workload's comparison for a lab parameter's name in a key's place (`"name"
 * ->`, `-Dname=$value`; a message telling the user what to type is no key), and is shown finding a planted one; Maven's
 * and Gatling's own keys (`gatling.simulationClass`) are not the lab's.
 */
@Tag(Lanes.Files)
class ChildRunContractTest {
  private val main = Paths.get("lab/src/main/scala/traversalperfs")

  private def sources: Seq[Path] = (Files.walk(main.resolve("comparison")).iterator.asScala ++
    Files.walk(main.resolve("workloads")).iterator.asScala.filter(_.getFileName.toString.endsWith("Comparison.scala")))
    .filter(_.toString.endsWith(".scala")).toSeq

  @Test def noStringKeyOfTheLabCrossesFromAComparisonToItsRun(): Unit = {
    val files = sources
    assertTrue(files.size >= 8, s"the comparison's sources: ${files.mkString(", ")}")
    val found = files.flatMap(f => ChildRunContractTest.keys(main.relativize(f).toString, Files.readString(f)))
    assertEquals(Nil, found, found.mkString("\n"))
  }

  @Test def thePlantedKeysAreFound(): Unit = {
    val planted = "object X {\n  run(Seq(\"target\" -> server.baseUrl, \"orders\" -> o), s\"-Dcsv.record=$path\")\n" +
      "  val ok = Seq(\"gatling.simulationClass\" -> c, P.Target := url)\n}\n"
    assertEquals(
      Seq("X.scala: \"target\" ->", "X.scala: \"orders\" ->", "X.scala: -Dcsv.record="),
      ChildRunContractTest.keys("X.scala", planted))
  }
}

object ChildRunContractTest {
  private val Names: Set[String] = AllParameters.All.map(_.name).toSet
  private val Arrow = "\"([A-Za-z][\\w.-]*)\"\\s*->".r
  private val Argument = "-D([A-Za-z][\\w.-]*)=\\$".r

  /** Each lab parameter's name in a key's place in `text`. */
  def keys(file: String, text: String): Seq[String] =
    Arrow.findAllMatchIn(text).map(_.group(1)).filter(named).map(n => s"$file: \"$n\" ->").toSeq ++
      Argument.findAllMatchIn(text).map(_.group(1)).filter(named).map(n => s"$file: -D$n=").toSeq

  private def named(name: String): Boolean = Names.contains(name) || AllParameters.find(name).isDefined
}
