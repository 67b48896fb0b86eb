package traversalperfs.server

/**
 * A dataset the offline writer makes: its kind, the parameters `POST /populate` takes for it, and the size from which
 * `populate=auto` writes it in bulk (below it, starting the writer's JVM costs what the server's populate takes).
 */
final case class BulkDataset(kind: String, description: String, nodes: Long, parameters: Seq[(String, String)],
                             autoFrom: Long)
