package traversalperfs.commands

import traversalperfs.comparison.Comparison
import traversalperfs.console.Say
import traversalperfs.querylog.{LogDataset, QueryLogImport}
import traversalperfs.settings.{ParameterCatalog => P, UserError}
import traversalperfs.workloads.AllParameters
import traversalperfs.workloads.file.WorkloadFile

import java.nio.file.{Files, Path}

/**
 * `-Prehearse -Dquerylog=<query.log> -Ddataset=<my.dump or a server's URI>`: the upgrade rehearsal in one command, the
 * log imported into a workload file under target/rehearsal whose dataset is the dump (carried up the versions) or the
 * copy, its answers recorded anew on the first version compared, every version checked and measured, the upgrade report
 * written. Its exit status is the comparison's ([[CompareCommand]]).
 */
object RehearseCommand extends Command("rehearse") {
  def run(context: CommandContext): Unit = CompareCommand.end(rehearse(context))

  def rehearse(context: CommandContext): Comparison.Outcome = {
    val (parameters, baseDir) = (context.parameters, context.baseDir)
    val log = parameters.get(P.QueryLog)
      .getOrElse(UserError("querylog must name your query log (a query.log) or a 4.4+ server's Bolt URI"))
    // the dataset is read before the log: a wrong one is one line, not minutes later
    val dataset = LogDataset.of(parameters, baseDir)
      .getOrElse(UserError("dataset must name your graph: a dump (neo4j-admin dump) or a running server's URI to copy"))
    val named = parameters(P.Dataset)
    val out = parameters.get(P.QueryLogOut).fold(baseDir.resolve(s"target/rehearsal/${stem(log)}.yml"))(
      baseDir.resolve(_).normalize)
    Files.createDirectories(out.getParent)
    Say(s"rehearsal 1/2: the query log $log imported into $out, its dataset the ${dataset._1} $named")
    QueryLogImport.run(parameters.replacing(P.QueryLogOut := out.toString), Some(dataset))
    // the answers are recorded anew on the first version: this log's queries, not an earlier rehearsal's
    Files.deleteIfExists(WorkloadFile.csvBeside(out))
    Say("rehearsal 2/2: the answers recorded on the first version, every version checked and measured, the upgrade " +
      "report written")
    CompareCommand.compare(parameters.replacing(AllParameters.Workload := s"file:$out"))
  }

  /** The log's name without its extension (`query` of `query.log`), or `collected` for a server's data collector. */
  private def stem(log: String): String =
    if (log.contains("://")) "collected"
    else Option(Path.of(log).getFileName).fold("query")(_.toString.replaceFirst("""\.[^.]*$""", ""))
}
