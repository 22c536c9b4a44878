import Foundation

/// What a path that does not exist was meant to name, so that a designer's file is found, or
/// the near miss named, rather than only called missing.
///
/// One name can be written two ways: macOS stores an accented name such as "Écran.png" with the
/// accent as a character of its own (decomposed), while editors type it as one (composed). macOS
/// takes either for the other; Linux compares the bytes. A configuration written on a Mac then
/// names files that are there and not found, with a message showing a name identical to the one
/// in the folder. Such a name is the same name, so its file is used (`sameName(as:)`).
/// Any other near miss, such as another letter case or a slip of the keyboard, is only suggested
/// (`hint(for:)`): Linux tells "Home.png" from "home.png", and both may be there. So is a file
/// of the same name in the prototype's folder, for a path written on another machine
/// (`file(namedLike:under:)`).
enum MissingFile {
    /// `path` with each part that does not exist replaced by the one entry of its folder that is
    /// the same name written the other way; nil when some part has no such entry or several.
    static func sameName(as path: String) -> String? {
        var replaced = false
        let resolved = walk(path) { folder, part, _ in
            // Swift compares strings by canonical equivalence, composed or not.
            let matches = names(in: folder).filter { $0 == part }
            guard matches.count == 1 else { return nil }
            replaced = true
            return matches[0]
        }
        return replaced ? resolved : nil
    }

    /// "does not exist", for `path`, followed by `hint(for:)` when there is one.
    static func doesNotExist(_ path: String) -> String {
        hint(for: path).map { "does not exist; \($0)" } ?? "does not exist"
    }

    /// What to say after "does not exist" about `path`: the name nearest its first missing part
    /// among the entries of that part's folder, by spelling, letter case or a file's extension,
    /// such as `did you mean "home.png"?`; nil when no name is near.
    static func hint(for path: String) -> String? {
        var hint: String?
        _ = walk(path) { folder, part, isLast in
            if let near = nearest(to: part, in: names(in: folder).filter { !$0.hasPrefix(".") }) {
                hint =
                    isLast ? "did you mean \"\(near)\"?" : "there is no folder \"\(part)\"; did you mean \"\(near)\"?"
            }
            return nil
        }
        return hint
    }

    /// Follows `path` from its root part by part. At each part its folder has no entry for,
    /// `missing` is given that folder, the part and whether it is the last; it returns the entry
    /// to follow instead, or nil to stop. Returns the path followed, or nil when stopped.
    private static func walk(
        _ path: String, missing: (_ folder: String, _ part: String, _ isLast: Bool) -> String?
    ) -> String? {
        var resolved = path.hasPrefix("/") ? "/" : ""
        let parts = parts(of: path)
        for (index, part) in parts.enumerated() {
            let candidate = joined(resolved, part)
            if exists(candidate) {
                resolved = candidate
            } else if let instead = missing(resolved, part, index == parts.count - 1) {
                resolved = joined(resolved, instead)
            } else {
                return nil
            }
        }
        return resolved
    }

    /// The file under `folder` (at most three folders down, hidden ones left out) with the name
    /// `path` ends in, `/` or `\\` parting its folders, as its path from `folder`: what a path
    /// written on another machine, such as `/Users/anna/Desktop/exports/home.png`, meant in the
    /// folder the prototype was copied to. The shallowest when several have the name; nil when
    /// none has.
    static func file(namedLike path: String, under folder: String) -> String? {
        guard let name = path.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) else {
            return nil
        }
        var level = [""]
        var looked = 0
        for _ in 0..<4 {
            var next: [String] = []
            for relative in level {
                let here = relative.isEmpty ? folder : joined(folder, relative)
                // Sorted, so that the same folder gives the same answer on every machine.
                for entry in names(in: here).sorted() where !entry.hasPrefix(".") {
                    looked += 1
                    // A folder the size of a home directory is not searched through.
                    if looked > 20_000 { return nil }
                    let found = relative.isEmpty ? entry : relative + "/" + entry
                    var isFolder: ObjCBool = false
                    guard FileManager.default.fileExists(atPath: joined(folder, found), isDirectory: &isFolder) else {
                        continue
                    }
                    if isFolder.boolValue {
                        next.append(found)
                    } else if entry == name {
                        return found
                    }
                }
            }
            level = next
        }
        return nil
    }

    /// The name in `names` nearest `name`: by spelling and letter case, or else the one that
    /// differs only in its extension (an export saved as JPEG and named as PNG, say).
    private static func nearest(to name: String, in names: [String]) -> String? {
        if let near = SpellingSuggestion.nearest(to: name, in: names) { return near }
        let stem = (name as NSString).deletingPathExtension.lowercased()
        let sameStem = names.filter { ($0 as NSString).deletingPathExtension.lowercased() == stem }
        return sameStem.count == 1 ? sameStem[0] : nil
    }

    private static func parts(of path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }

    private static func joined(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// Whether the folder holds an entry at `path`, a link that leads nowhere included.
    private static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    private static func names(in folder: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
    }
}
