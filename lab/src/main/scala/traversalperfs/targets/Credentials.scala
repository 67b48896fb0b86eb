package traversalperfs.targets

/** A target's user and password: sent to that target only, never printed. */
final case class Credentials(user: String, password: String) {
  override def toString: String = s"Credentials($user)"
}
