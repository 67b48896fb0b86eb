package traversalperfs.replay

import traversalperfs.targets.Target
import io.gatling.core.protocol.Protocol
import io.gatling.core.structure.PopulationBuilder

/**
 * What one workload's record brings to the shared skeleton ([[RecordRun]]): its target (open, holding the dataset the
 * record makes or finds), whether its answers' file already holds this dataset's answers, the scenario that records
 * them (through the replay's own requests where it can) and the one that only confirms the dataset, its protocols, and
 * what it does once the load is over: check the answers against an oracle outside the extension (Cypher) and write
 * them.
 */
trait RecordPart extends AutoCloseable {
  def target: Target

  /** The answers' file holds this dataset's answers already: only confirm them. */
  def recorded: Boolean

  def recording: PopulationBuilder

  def confirming: PopulationBuilder

  def protocols: Seq[Protocol]

  /** Once the load is over: the answers checked by the oracle and written (when they were recorded). */
  def finish(): Unit
}
