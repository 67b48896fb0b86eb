package traversalperfs.workloads.file

import traversalperfs.settings.{ContextDefault, Parameter, ParameterCatalog => P, ParameterForm => F}
import traversalperfs.settings.Parameter.{of => p}

/**
 * A workload file's own parameters (its answers, a store of the user's, a copied graph): declared here, gathered into
 * docs/parameters.md by [[traversalperfs.workloads.AllParameters]].
 */
object FileParameters {
  private val Name = "file"

  val WorkloadCsv: Parameter[String] = p("workload.csv", F.Text, None, Seq(Name, "compare"),
    note = "`<file>.expected.csv`")("the file's recorded answers")
  val WorkloadStore: Parameter[String] = p("workload.store", F.Text, None, Seq(Name, "compare"))(
    "an embedded Neo4j home holding your store, used as it is")
  val WorkloadLeaveOut: Parameter[Seq[String]] = p("workload.leaveOut", F.List, Some(Nil), Seq(Name, "compare"))(
    "queries left out of the record and every replay (a comparison adds those a version refuses or answers " +
      "differently)")
  val WorkloadCypher: Parameter[String] = p("workload.cypher", F.oneOf("5", "25"), None, Seq(Name, "compare"))(
    "the Cypher language every query is asked in, its `CYPHER 5` or `CYPHER 25` prefix (2025.06 and later)")
  val CompareCypher: Parameter[Seq[String]] = p("compare.cypher", F.listOf(Seq("5", "25")), None, Seq("compare"))(
    "`5,25`: each query in both languages where a version has both " +
      "([Cypher 5 and 25](upgrade.md#cypher-5-and-cypher-25))")
  val CopyUser: Parameter[String] = p("copy.user", F.Text, None, Seq(Name, "compare"))(
    "basic auth user of the server a workload file's `dataset: {copy: <URI>}` reads (sent to it only)")
  val CopyPassword: Parameter[String] =
    p("copy.password", F.Text, None, Seq(Name, "compare"))("its password (never printed)")

  /** Its defaults of the lab's load parameters: four users, a short window. */
  val Defaults: Seq[ContextDefault[_]] = Seq(ContextDefault(Name, P.Users, 4), ContextDefault(Name, P.Ramp, 5),
    ContextDefault(Name, P.Duration, 30),
    ContextDefault(Name, P.Summary, "target/traversal-perfs/last-workload-replay.json"))

  /** In the order of docs/parameters.md. */
  val All: Seq[Parameter[_]] =
    Seq(WorkloadCsv, WorkloadStore, WorkloadLeaveOut, WorkloadCypher, CompareCypher, CopyUser, CopyPassword)
}
