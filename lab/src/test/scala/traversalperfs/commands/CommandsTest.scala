package traversalperfs.commands

import traversalperfs.testing.Lanes
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.{Tag, Test}

import java.nio.file.{Files, Paths}

/**
 * Every entry point is a command of `commands/`, each run by the profile it names: the POM's profiles that set
 * `lab.command` name exactly the commands of [[Commands.All]], each under its own profile, and no other class has a
 * `main` in the lab.
 */
@Tag(Lanes.Files)
class CommandsTest {
  @Test def everyProfileRunsACommandAndEveryCommandHasItsProfile(): Unit = {
    val pom = Files.readString(Paths.get("pom.xml"))
    val profiles = """(?s)<profile>.*?<id>([\w-]+)</id>.*?</profile>""".r.findAllMatchIn(pom).flatMap { m =>
      """<lab.command>([\w.]+)</lab.command>""".r.findFirstMatchIn(m.matched).map(c => m.group(1) -> c.group(1))
    }.toMap
    val commands = Commands.All.map(c => c.profile -> c.getClass.getName.stripSuffix("$")).toMap
    assertEquals(commands, profiles)
    assertEquals(9, commands.size, "nine commands")
  }

  @Test def noOtherClassOfTheLabHasAMain(): Unit = {
    val sources = Paths.get("lab/src/main/scala/traversalperfs")
    val mains = Files.walk(sources).toArray.map(_.asInstanceOf[java.nio.file.Path])
      .filter(p => p.toString.endsWith(".scala") && Files.readString(p).contains("def main("))
      .map(sources.relativize(_).toString).toSeq
    assertEquals(Seq("commands/Command.scala"), mains)
  }
}
