import Foundation

/// Finds the app's `Assets` directory (fonts, the demo configuration): `$SNAPNAV_ASSETS`,
/// then next to or above the executable (as SwiftPM's `.build/<config>/` puts it), then the
/// working directory.
public enum AssetLocator {
    public static func assetsDirectory() -> String? {
        let fileManager = FileManager.default
        var candidates: [String] = []
        if let override = ProcessInfo.processInfo.environment["SNAPNAV_ASSETS"], !override.isEmpty {
            candidates.append(override)
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath()
        var directory = executable.deletingLastPathComponent()
        for _ in 0..<5 {
            candidates.append(directory.appendingPathComponent("Assets").path)
            directory = directory.deletingLastPathComponent()
        }
        candidates.append(fileManager.currentDirectoryPath + "/Assets")
        return candidates.first { fileManager.fileExists(atPath: $0 + "/DejaVuSans.ttf") }
    }
}
