package traversalperfs.targets

import traversalperfs.console.Say

/** A target's user and password: sent to that target only, never printed (the console masks the password). */
final case class Credentials(user: String, password: String) {
  Say.hide(password)

  override def toString: String = s"Credentials($user)"
}
