package traversalperfs.commands

import traversalperfs.settings.{Packaged, ParameterCatalog => P, Parameters, UserError}

import java.nio.file.{Path, Paths}

/**
 * One command of the lab, which a Maven profile runs after the build (`-P<profile>`: exec:java's main class, the POM's
 * `lab.command`), as the LDBC driver runs a mode per command: each a few lines over the [[CommandContext]] every
 * command shares. A [[traversalperfs.settings.UserError]] is said in its one line, then fails the build (exiting would
 * end Maven's own JVM). [[Commands.All]] lists them; a test checks the POM's profiles against the list.
 */
abstract class Command(val profile: String) {
  def run(context: CommandContext): Unit

  final def main(args: Array[String]): Unit = UserError.said(run(CommandContext.of(Parameters.system)))
}

/**
 * How a command ends when what it ran failed, its lines already said (a comparison's failed cells, a baseline's
 * regressions): Maven's BUILD FAILURE with this message, no second ERROR line and no stack trace.
 */
final class CommandFailed(message: String) extends RuntimeException(message, null, false, false)

/** What every command starts from: the parameters given, and the project's directory, resolved once. */
final case class CommandContext(parameters: Parameters, baseDir: Path)

object CommandContext {
  def of(parameters: Parameters): CommandContext =
    CommandContext(parameters, Packaged.root.getOrElse(Paths.get(parameters(P.BaseDir)).toAbsolutePath.normalize))
}

/** Every command, by the profile that runs it. */
object Commands {
  val All: Seq[Command] = Seq(CompareCommand, RehearseCommand, DiffCommand, DocsCommand, QueryLogCommand,
    DumpBenchmarkCommand, CopyBenchmarkCommand, QueryLogBenchmarkCommand, GatlingNeo4jBenchmarkCommand)
}
