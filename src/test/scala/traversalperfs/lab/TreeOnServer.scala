package traversalperfs.lab

/** Makes sure the target holds the tree a run needs, or says in one line why it cannot. */
object TreeOnServer {
  /** Seed: the requested tree, populated when absent; an embedded store's other or incomplete tree is replaced. */
  def ensure(target: LabTarget, wanted: TreeKey): TreeInfo = target.client.tree() match {
    case Some(tree) if tree.key == wanted && tree.complete =>
      println(f"[traversal-perfs] reusing the tree on ${target.baseUrl}: $wanted, ${tree.nodes}%,d nodes")
      tree
    case Some(tree) if target.ownsStore =>
      val why = if (tree.key == wanted) "incomplete (an earlier populate was interrupted)" else s"${tree.key}"
      println(s"[traversal-perfs] the embedded store holds another tree ($why): deleting it")
      target.client.deleteTree()
      populate(target, wanted)
    case Some(tree) =>
      LabError(s"${target.baseUrl} holds another tree (${tree.key}${if (tree.complete) "" else ", incomplete"}) " +
        s"than the one asked for ($wanted): ask for that tree, or DELETE /traversal-perfs/tree there first")
    case None => populate(target, wanted)
  }

  /** Replay: the tree the expected counts were recorded on, complete. */
  def require(target: LabTarget, recordedOn: TreeKey, csv: java.nio.file.Path): TreeInfo = target.client.tree() match {
    case Some(tree) if tree.key == recordedOn && tree.complete => tree
    case Some(tree) if tree.key == recordedOn =>
      LabError(s"the tree on ${target.baseUrl} is incomplete (interrupted populate): run the seed simulation again")
    case Some(tree) =>
      LabError(s"$csv was recorded on another tree ($recordedOn) than ${target.baseUrl} holds (${tree.key}): " +
        "run the seed simulation for this tree, or pass the matching depth/fanout/seed")
    case None =>
      LabError(s"${target.baseUrl} holds no tree: run the seed simulation first (./mvnw gatling:test runs both)")
  }

  private def populate(target: LabTarget, wanted: TreeKey): TreeInfo = {
    println(f"[traversal-perfs] populating $wanted (${wanted.nodeCount}%,d nodes) on ${target.baseUrl}")
    val answer = target.client.populate(wanted)
    target.server.foreach(_.echoLog()) // the server's last progress lines before ours
    println(s"[traversal-perfs] populated: ${org.json4s.native.JsonMethods.compact(org.json4s.native.JsonMethods.render(answer))}")
    target.client.tree().getOrElse(LabError(s"${target.baseUrl} reports no tree right after populating it"))
  }
}
