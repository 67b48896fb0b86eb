package traversalperfs.docs

import traversalperfs.settings.Parameters
import traversalperfs.workloads.AllParameters

/** docs/parameters.md's table, made from the code's own list. */
object ParameterTable {
  def markdown: Seq[String] =
    Seq("| parameter | environment variable | default | what it does | read by |", "|---|---|---|---|---|") ++
      AllParameters.All.map(p =>
        s"| `${p.name}` | `${Parameters.envName(p.name).replace("<VERSION>", "<version>")}` | " +
          s"${p.defaultText} | ${p.meaning} | ${p.readBy.mkString(", ")} |")
}
