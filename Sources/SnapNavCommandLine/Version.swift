/// The app's version, as `--version` prints it and the install package is numbered.
package enum Version {
    /// The release number; `scripts/package` reads it from here.
    package static let number = "0.2.0"
}
