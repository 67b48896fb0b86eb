package traversalperfs.docs

import traversalperfs.workloads.AllParameters

/**
 * docs/parameters.md's table, made from the code's own list. The environment variable of each is left out: the page
 * gives the one rule that makes it from the name (`Parameters.envName`).
 */
object ParameterTable {
  def markdown: Seq[String] =
    Seq("| parameter | default | what it does | read by |", "|---|---|---|---|") ++
      AllParameters.All.map(p => s"| `${p.name}` | ${p.defaultText} | ${p.meaning} | ${p.readBy.mkString(", ")} |")
}
