/// Reading a `present` link's `sheet`: where the screen sits over the one under it, its height
/// or detents, its dim, and whether a tap outside closes it.
extension ConfigurationDecoder {
    /// The `sheet` of the link object `link` at `path`, refused beside any action but `present`.
    func decodeLinkSheet(in link: JSONValue, at path: String) throws(ConfigurationError) -> SheetPresentation? {
        guard let value = link["sheet"] else { return nil }
        guard link["present"] != nil else {
            throw reader.fail(
                "\(path).sheet", "beside an action other than present; only a presented screen is a sheet")
        }
        return try decodeSheet(value, at: "\(path).sheet")
    }

    private func decodeSheet(_ value: JSONValue, at path: String) throws(ConfigurationError) -> SheetPresentation {
        try reader.checkKeys(try reader.object(value, at: path), known: ConfigurationKeys.sheet.names, at: path)
        var sheet = SheetPresentation()
        if let position = value["position"] {
            sheet.position = try decodePosition(position, at: "\(path).position")
        }
        let side = Self.maximumWindowSide
        switch (value["height"], value["detents"]) {
        case (.some, .some):
            throw reader.fail(path, "height and detents both given; a sheet has one height or several detents")
        case (.some(let height), nil):
            sheet.detents = [.points(try reader.positive(height, at: "\(path).height", maximum: side))]
        case (nil, .some(.array(let detents))) where !detents.isEmpty:
            sheet.detents = []
            for (index, detent) in detents.enumerated() {
                let at = "\(path).detents[\(index)]"
                switch detent {
                case .string("medium"): sheet.detents.append(.medium)
                case .string("large"): sheet.detents.append(.large)
                case .number: sheet.detents.append(.points(try reader.positive(detent, at: at, maximum: side)))
                default: throw reader.fail(at, "expected \"medium\", \"large\" or a height in points")
                }
            }
        case (nil, .some):
            throw reader.fail("\(path).detents", "expected an array of \"medium\", \"large\" or heights in points")
        case (nil, nil):
            break
        }
        if let dim = value["dim"] {
            try reader.checkKeys(
                try reader.object(dim, at: "\(path).dim"), known: ["color", "opacity"], at: "\(path).dim")
            var color = Color.black
            var opacity = 0.2
            if let written = dim["color"] { color = try reader.color(written, at: "\(path).dim.color") }
            if let written = dim["opacity"] {
                opacity = try reader.number(written, at: "\(path).dim.opacity", in: 0...1)
            }
            sheet.dim = color.withOpacity(opacity)
        }
        if let close = value["closeOnOutsideTap"] {
            sheet.closeOnOutsideTap = try reader.bool(close, at: "\(path).closeOnOutsideTap")
        }
        return sheet
    }

    private func decodePosition(_ value: JSONValue, at path: String) throws(ConfigurationError)
        -> SheetPresentation.Position
    {
        switch value {
        case .string("bottom"): return .bottom
        case .string("top"): return .top
        case .string("center"), .string("centre"): return .center
        case .array(let numbers) where numbers.count == 4:
            let side = Self.maximumWindowSide
            return .frame(
                Rect(
                    x: try reader.number(numbers[0], at: "\(path)[0]", in: 0...side),
                    y: try reader.number(numbers[1], at: "\(path)[1]", in: 0...side),
                    width: try reader.positive(numbers[2], at: "\(path)[2]", maximum: side),
                    height: try reader.positive(numbers[3], at: "\(path)[3]", maximum: side)))
        default:
            throw reader.fail(path, "expected \"bottom\", \"top\", \"center\" or a frame [x, y, width, height]")
        }
    }
}
