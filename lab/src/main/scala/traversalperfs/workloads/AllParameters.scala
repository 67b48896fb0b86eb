package traversalperfs.workloads

import traversalperfs.server.ServerParameters
import traversalperfs.settings.{ContextDefault, Parameter, ParameterCatalog => P, ParameterForm => F}

/**
 * Every parameter, gathered once: which workload to run (`-Dworkload`), the lab's own ([[P]]) with each workload's
 * defaults of them, then each workload's own parameters, in the order of docs/parameters.md (generated from this list
 * by `-Pdocs`).
 */
object AllParameters {
  /** Which workload a run is; the registry ([[Workloads.named]]) refuses another name. */
  val Workload: Parameter[String] =
    Parameter.of("workload", F.Text, Some("traversal"), Seq(P.EveryWorkload, "compare"))(
      "what to run: `traversal`, `permissions`, or `file:<path>` (a workload file, relative to the project)")

  lazy val All: Seq[Parameter[_]] =
    (Workload +: (P.All.take(1) ++ ServerParameters.All ++ P.All.drop(1)).map(withDefaults(_))) ++
      Workloads.All.flatMap(_.parameters)

  def find(name: String): Option[Parameter[_]] = All.find(_.names(name))

  /** `parameter` with the defaults every workload declares of it, beside those the catalog gives it. */
  private def withDefaults[A](parameter: Parameter[A]): Parameter[A] =
    parameter.copy(defaultsIn = parameter.defaultsIn ++ Workloads.All.flatMap(_.defaults).collect {
      case d: ContextDefault[_] if d.parameter == parameter => d.context -> d.value.asInstanceOf[A]
    })
}
