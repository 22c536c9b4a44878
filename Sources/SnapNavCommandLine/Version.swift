/// The app's version, as `--version` prints it and the install package is numbered.
public enum Version {
    /// The release number; `scripts/package` reads it from here.
    public static let number = "0.2.0"
}
