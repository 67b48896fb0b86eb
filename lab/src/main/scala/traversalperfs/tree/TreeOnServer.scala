package traversalperfs.tree

import traversalperfs.targets.{DatasetEndpoints, DatasetOnServer, Target}

/** Makes sure the target holds the tree a run needs, or says in one line why it cannot (see [[DatasetOnServer]]). */
object TreeOnServer {
  private final class TreeEndpoints(client: TreeClient) extends DatasetEndpoints[TreeKey, TreeInfo] {
    def name = "tree"
    def describe(): Option[TreeInfo] = client.tree()
    def keyOf(info: TreeInfo): TreeKey = info.key
    def isComplete(info: TreeInfo): Boolean = info.complete
    def summary(info: TreeInfo): String = f"${info.nodes}%,d nodes"
    def planned(wanted: TreeKey): String = f"${wanted.nodeCount}%,d nodes"
    def populate(wanted: TreeKey): org.json4s.JValue = client.populate(wanted)
    def delete(): Unit = client.deleteTree()
    def deleteHint = "DELETE /traversal-perfs/tree"
    def recordHint = "run the seed simulation for this tree (./mvnw gatling:test runs both)"
  }

  /** Seed: the requested tree, populated when absent; an embedded store's other or incomplete tree is replaced. */
  def ensure(target: Target, wanted: TreeKey): TreeInfo =
    DatasetOnServer.ensure(target, new TreeEndpoints(new TreeClient(target.client)), wanted)

  /** Replay: the tree the expected counts were recorded on, complete. */
  def require(target: Target, recordedOn: TreeKey, csv: java.nio.file.Path): TreeInfo =
    DatasetOnServer.require(target, new TreeEndpoints(new TreeClient(target.client)), recordedOn, csv)
}
