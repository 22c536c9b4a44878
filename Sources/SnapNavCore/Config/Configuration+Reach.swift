extension Configuration {
    /// The panels a designer can see first from `shown` (the panels on screen: the one the
    /// cross rests on and any screens open over it), nearest first: `shown` itself, then those
    /// one step away, then two, each step a swipe along an arm or a tap on a hotspot (or an
    /// `after`) that goes to, pushes or presents a panel. Panels no step reaches come last, in
    /// file order. Each panel appears once.
    ///
    /// An app with many screens decodes their images in this order, so that what can show
    /// next is ready first.
    public func panelsByReach(from shown: [String]) -> [String] {
        // Looked up by id, and each arm by position, so that an arm of a thousand panels is
        // walked in time proportional to its length.
        let byID = panelsByID()
        let swipeNeighbours = armNeighbours()
        func neighbours(of id: String) -> [String] {
            guard let panel = byID[id] else { return swipeNeighbours(id) }
            let taps = panel.hotspots.map { $0.action } + [panel.after?.action].compactMap { $0 }
            return swipeNeighbours(id) + taps.compactMap { $0.target }
        }
        var ordered: [String] = []
        var seen = Set<String>()
        var frontier: [String] = []
        for id in shown where byID[id] != nil && seen.insert(id).inserted {
            frontier.append(id)
        }
        while !frontier.isEmpty {
            ordered += frontier
            var next: [String] = []
            for id in frontier {
                for neighbour in neighbours(of: id) where byID[neighbour] != nil && seen.insert(neighbour).inserted {
                    next.append(neighbour)
                }
            }
            frontier = next
        }
        return ordered + panels.map { $0.id }.filter { !seen.contains($0) }
    }

    /// `shown`, then the panels one swipe from any of them can reveal: each arm panel's
    /// neighbours along its arm (both arms at the start panel). What must be ready before the
    /// first frame, so that no swipe from it waits.
    public func panelsOneSwipe(from shown: [String]) -> [String] {
        let swipeNeighbours = armNeighbours()
        var ordered: [String] = []
        for id in shown + shown.flatMap(swipeNeighbours) where !ordered.contains(id) && panel(id) != nil {
            ordered.append(id)
        }
        return ordered
    }

    /// The panels on screen when the prototype opens on `start` (the cross's panel, then any
    /// screens opened over it, as `--start` takes them) or, when nil, on the configuration's
    /// start with its launch screen.
    public func panelsShown(startingOn start: [String]?) -> [String] {
        if let start, !start.isEmpty { return start }
        return [self.start] + (launch.map { [$0] } ?? [])
    }

    /// Every image file of `ids`' panels, in that order (a story's in snap order), each path
    /// once, with the panel and the key within its content that names it.
    public func imageFiles(of ids: [String]) -> [(panel: String, key: String, file: ImageFile)] {
        // Looked up by id, so that the files of every panel are found in time proportional to
        // their number.
        let byID = panelsByID()
        var seen = Set<String>()
        var files: [(panel: String, key: String, file: ImageFile)] = []
        for id in ids {
            for (key, file) in byID[id]?.kind?.imageFiles ?? [] where seen.insert(file.path).inserted {
                files.append((id, key, file))
            }
        }
        return files
    }

    /// Each panel by its id; the first of two with one id, as `panel(_:)` finds it.
    private func panelsByID() -> [String: Panel] {
        var byID: [String: Panel] = [:]
        for panel in panels where byID[panel.id] == nil { byID[panel.id] = panel }
        return byID
    }

    /// The panels beside a panel along the arms it is on, looked up by position.
    private func armNeighbours() -> (String) -> [String] {
        let arms = [horizontal, vertical]
        let positions = arms.map { arm in
            var positions: [String: Int] = [:]
            for (offset, id) in arm.enumerated() where positions[id] == nil { positions[id] = offset }
            return positions
        }
        return { id in
            var found: [String] = []
            for (arm, position) in zip(arms, positions) {
                guard let index = position[id] else { continue }
                if index > 0 { found.append(arm[index - 1]) }
                if index + 1 < arm.count { found.append(arm[index + 1]) }
            }
            return found
        }
    }
}
