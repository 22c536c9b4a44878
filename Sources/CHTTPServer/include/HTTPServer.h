#ifndef SNAPNAV_HTTP_SERVER_H
#define SNAPNAV_HTTP_SERVER_H

#include <stddef.h>
#include <stdint.h>

/// A prototype's web player served over HTTP by libmicrohttpd, under a secret path
/// (`/TOKEN/`): the player's files read-only, a live channel of server-sent events that says
/// when the files change, and one writable endpoint, `POST /TOKEN/sessions/ID`, that hands each
/// upload to the program. Every other request gets 404 with a body that names nothing.
typedef struct snapnav_http_server snapnav_http_server;

/// Takes one upload of `length` bytes for the session `session` (16 to 64 lowercase hex
/// digits) from the client at `client` (its address, as text). Returns the HTTP status to
/// answer with (200, or 400 with `message` filled in, a string of at most `message_size`
/// bytes). Called on the server's connection threads, so it must be thread-safe.
typedef unsigned (*snapnav_upload_handler)(void *context, const char *client, const char *session,
                                           const uint8_t *body, size_t length, char *message, size_t message_size);

/// The bounds the server holds every client to.
typedef struct {
    /// Connections open at once, in all and from one address.
    unsigned connections, connections_per_client;
    /// Seconds a connection may sit idle before it is closed (the live channel speaks more often).
    unsigned idle_timeout;
    /// The most bytes an upload's body may hold; a request's memory (its headers) is bounded too.
    size_t upload_limit, request_memory;
    /// Uploads one client may make in `rate_window` seconds.
    unsigned uploads_per_window, rate_window;
} snapnav_http_limits;

/// What the server has answered, by kind, since it started.
typedef struct {
    unsigned long files, uploads, live, not_found, bad_request, too_large, too_many, redirects;
} snapnav_http_counts;

/// Starts serving on `host` (an IPv4 or IPv6 address) and `port` (0 picks a free one) under
/// `token`. Returns the server, or NULL with the reason in `error`.
snapnav_http_server *snapnav_http_start(const char *host, unsigned port, const char *token,
                                        snapnav_http_limits limits, snapnav_upload_handler upload, void *context,
                                        char *error, size_t error_size);

/// The port the server listens on.
unsigned snapnav_http_port(const snapnav_http_server *server);

/// Replaces the files served with `count` new ones (each name relative to `/TOKEN/`, its bytes
/// copied), and tells every open live channel to reload. Returns 0, or -1 when out of memory
/// (the old files are kept).
int snapnav_http_publish(snapnav_http_server *server, size_t count, const char *const *names,
                         const uint8_t *const *bytes, const size_t *lengths);

/// Tells every open live channel, and each one opened later until the next publish, that the
/// files could not be made again: `message` says why. The files served stay as they were.
void snapnav_http_announce_problem(snapnav_http_server *server, const char *message);

/// Copies the counts of answers so far into `counts`.
void snapnav_http_get_counts(snapnav_http_server *server, snapnav_http_counts *counts);

/// Closes every connection and stops the server; `server` is freed.
void snapnav_http_stop(snapnav_http_server *server);

#endif
