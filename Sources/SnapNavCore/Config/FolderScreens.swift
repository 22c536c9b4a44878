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

    /// Each image's panel id: the screen it shows (its name without the extension or the
    /// `@3x` suffix), or its whole file name where two show the same screen.
    static func ids(_ files: [String]) -> [String] {
        var ids: [String] = []
        for file in files {
            let screen = ExportScales.parse(file).screen
            ids.append(ids.contains(screen) || screen.isEmpty ? String(file.split(separator: "/").last ?? "") : screen)
        }
        return ids
    }

    /// The screen to start on: one named Home, else one named Camera, else the middle one.
    static func start(among ids: [String]) -> String {
        for name in startNames {
            if let id = ids.first(where: { $0.asciiLowercased == name }) { return id }
        }
        return ids[ids.count / 2]
    }

    /// The window the exports were designed for, in points: the first phone-shaped image's
    /// width over its `@Nx` scale (a 1170-pixel `Home@3x.png` is 390 points wide), and its
    /// shape. An SVG's size is in points already. A raster image without a scale suffix gives
    /// no width in points, so the window is 360 wide, the phone width the app defaults to. A
    /// file given relative is looked for in `directory`.
    static func windowSize(of files: [String], in directory: String? = nil, reading disk: PrototypeFiles) -> Size {
        for file in files {
            let path = file.hasPrefix("/") ? file : directory.map { $0 + "/" + file } ?? file
            guard let image = try? disk.image(at: path) else { continue }
            let aspect = Double(image.height) / Double(image.width)
            guard (1...2.3).contains(aspect) else { continue }
            let stated = ExportScales.statedScale(of: file).map { (Double(image.width) / $0).rounded() }
            let width = image.format == .svg ? Double(image.width) : stated ?? 360
            return Size(width: width, height: (width * aspect).rounded())
        }
        return Size(width: 360, height: 640)
    }

    /// The title a folder's prototype takes: the folder's name.
    static func title(of directory: String) -> String {
        directory.split(separator: "/").last.map(String.init) ?? "SnapNav"
    }
}
