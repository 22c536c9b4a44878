import Foundation

/// The screens a folder of exports holds, as both a folder opened without a configuration and
/// a configuration's `"screens": "folder"` show them: its PNG and JPEG files in name order,
/// each screen once at its largest export, named after its file without the `@3x` suffix.
struct FolderScreens: Equatable {
    /// The absolute paths of the images shown, in name order.
    var files: [String]
    /// The files that looked like screens but are not shown, each with why.
    var skipped: [String]

    /// The ids screens named Home or Camera (in any letter case) have, in the order a folder
    /// starts on them: where a design tool's app opens.
    static let startNames = ["home", "camera"]

    /// Lists the screens of `directory` (absolute); throws, naming `label`, when the folder
    /// cannot be read.
    static func list(in directory: String, label: String) throws -> FolderScreens {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw ConfigurationError(file: label, keyPath: "", problem: "the folder cannot be read")
        }
        var images: [String] = []
        var skipped: [String] = []
        for name in names.sorted(by: { $0.localizedStandardCompare($1) == .orderedAscending })
        where !name.hasPrefix(".") {
            let fileExtension = URL(fileURLWithPath: name).pathExtension.lowercased()
            let file = (directory == "/" ? "" : directory) + "/" + name
            if PrototypeSource.imageExtensions.contains(fileExtension) {
                // A file that is not a whole image yet (still being written) or not an image
                // at all is left out with a note, rather than refusing the whole folder.
                do throws(ImageFileError) {
                    _ = try ImageFile.inspect(path: file)
                    images.append(file)
                } catch {
                    skipped.append("\(name) \(error.reason)")
                }
            } else if PrototypeSource.unshownImageExtensions.contains(fileExtension) {
                skipped.append("\(name) is \(fileExtension.uppercased()); export PNG or JPEG to show it")
            }
        }
        // A screen exported at several scales is shown once, at its largest.
        let scales = ExportScales.largest(of: images)
        skipped += scales.leftOut.map { "\($0.name), a smaller export of \($0.largest)" }
        return FolderScreens(files: scales.kept, skipped: skipped)
    }

    /// Each image's panel id: the screen it shows (its name without the extension or the
    /// `@3x` suffix), or its whole file name where two show the same screen.
    static func ids(_ files: [String]) -> [String] {
        var ids: [String] = []
        for file in files {
            let screen = ExportScales.parse(file).screen
            ids.append(ids.contains(screen) || screen.isEmpty ? URL(fileURLWithPath: file).lastPathComponent : screen)
        }
        return ids
    }

    /// The screen to start on: one named Home, else one named Camera, else the middle one.
    static func start(among ids: [String]) -> String {
        for name in startNames {
            if let id = ids.first(where: { $0.lowercased() == name }) { return id }
        }
        return ids[ids.count / 2]
    }

    /// The window the exports were designed for, in points: the first phone-shaped image's
    /// width over its `@Nx` scale (a 1170-pixel `Home@3x.png` is 390 points wide), and its
    /// shape. An image without a scale suffix gives no width in points, so the window is 360
    /// wide, the phone width the app defaults to. A file given relative is looked for in
    /// `directory`.
    static func windowSize(of files: [String], in directory: String? = nil) -> Size {
        for file in files {
            let path = file.hasPrefix("/") ? file : directory.map { $0 + "/" + file } ?? file
            guard let image = try? ImageFile.inspect(path: path) else { continue }
            let aspect = Double(image.height) / Double(image.width)
            guard (1...2.3).contains(aspect) else { continue }
            let width = ExportScales.statedScale(of: file).map { (Double(image.width) / $0).rounded() } ?? 360
            return Size(width: width, height: (width * aspect).rounded())
        }
        return Size(width: 360, height: 640)
    }
}
