package traversalperfs.targets

/**
 * Server errors whose cause the lab knows, explained where they are shown (a record's refusal, a replay's KO): the
 * server's own message is kept, what it means and what to do follow it.
 */
object KnownServerErrors {
  /**
   * Neo4j 3.0 on Java 9 and later: its Scala 2.11 code calls `RelationshipType.withName` (an interface static method)
   * through a plain Methodref.
   */
  private val Java9Linkage = "must be InterfaceMethodref constant"

  def explain(message: String): String =
    if (message.contains(Java9Linkage))
      s"$message (Neo4j 3.0's Cypher calls an interface static method in a way Java 9 and later refuse: this query " +
        "needs that server on Java 8, -Dneo4j.java=<a JDK 8 home>, or a later Neo4j version)"
    else message
}
