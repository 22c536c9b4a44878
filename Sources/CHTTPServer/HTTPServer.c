#include "HTTPServer.h"

#include <arpa/inet.h>
#include <errno.h>
#include <microhttpd.h>
#include <netinet/in.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

enum { RATE_CLIENTS = 256, LIVE_BLOCK = 16384, PROBLEM_LIMIT = 8000 };

typedef struct {
    char *name;
    struct MHD_Response *response;
} served_file;

typedef struct {
    char address[INET6_ADDRSTRLEN];
    time_t window_start;
    unsigned uploads;
} rate_entry;

struct snapnav_http_server {
    struct MHD_Daemon *daemon;
    char *token;
    size_t token_length;
    unsigned port;
    snapnav_http_limits limits;
    snapnav_upload_handler upload;
    void *context;
    struct MHD_Response *not_found;
    pthread_mutex_t lock;
    pthread_cond_t changed;
    served_file *files;
    size_t file_count;
    unsigned long generation, problem_serial;
    char *problem;
    int stopping;
    snapnav_http_counts counts;
    rate_entry rates[RATE_CLIENTS];
};

/// What a request that takes a body has read of it so far.
typedef struct {
    int started;
    char session[65];
    char client[INET6_ADDRSTRLEN];
    uint8_t *body;
    size_t length;
} upload_state;

/// Where one open live channel is: the generation of the files and the problem it last said.
typedef struct {
    snapnav_http_server *server;
    int greeted;
    unsigned long generation, problem_serial;
} live_state;

static const char not_found_body[] = "Not found\n";

/// Marks a request whose path holds a NUL byte: libmicrohttpd reads the path only up to it.
static char cut_short;

static void add_common_headers(struct MHD_Response *response, const char *type) {
    MHD_add_response_header(response, MHD_HTTP_HEADER_CONTENT_TYPE, type);
    MHD_add_response_header(response, "X-Content-Type-Options", "nosniff");
    // The token is in every URL: no page may pass it on as a referrer.
    MHD_add_response_header(response, "Referrer-Policy", "no-referrer");
}

static const char *content_type(const char *name) {
    static const struct {
        const char *suffix, *type;
    } types[] = {
        {".html", "text/html; charset=utf-8"}, {".js", "text/javascript; charset=utf-8"},
        {".json", "application/json"},         {".wasm", "application/wasm"},
        {".png", "image/png"},                 {".jpg", "image/jpeg"},
        {".jpeg", "image/jpeg"},               {".ttf", "font/ttf"},
        {".webmanifest", "application/manifest+json"},
    };
    size_t length = strlen(name);
    for (size_t i = 0; i < sizeof types / sizeof types[0]; i++) {
        size_t suffix = strlen(types[i].suffix);
        if (length >= suffix && strcmp(name + length - suffix, types[i].suffix) == 0) return types[i].type;
    }
    return "application/octet-stream";
}

static void count(snapnav_http_server *server, unsigned long *counter) {
    pthread_mutex_lock(&server->lock);
    (*counter)++;
    pthread_mutex_unlock(&server->lock);
}

static enum MHD_Result refuse(snapnav_http_server *server, struct MHD_Connection *connection) {
    count(server, &server->counts.not_found);
    return MHD_queue_response(connection, MHD_HTTP_NOT_FOUND, server->not_found);
}

static enum MHD_Result answer(struct MHD_Connection *connection, unsigned status, const char *text) {
    struct MHD_Response *response =
        MHD_create_response_from_buffer(strlen(text), (void *)text, MHD_RESPMEM_MUST_COPY);
    if (!response) return MHD_NO;
    add_common_headers(response, "text/plain; charset=utf-8");
    MHD_add_response_header(response, MHD_HTTP_HEADER_CACHE_CONTROL, "no-store");
    enum MHD_Result result = MHD_queue_response(connection, status, response);
    MHD_destroy_response(response);
    return result;
}

/// Whether `segment` (of `length` bytes) is the token, in time that does not depend on where
/// they first differ.
static int is_token(const snapnav_http_server *server, const char *segment, size_t length) {
    if (length != server->token_length) return 0;
    unsigned char difference = 0;
    for (size_t i = 0; i < length; i++) difference |= (unsigned char)segment[i] ^ (unsigned char)server->token[i];
    return difference == 0;
}

static int is_session_id(const char *id) {
    size_t length = strlen(id);
    if (length < 16 || length > 64) return 0;
    for (size_t i = 0; i < length; i++) {
        if (!((id[i] >= '0' && id[i] <= '9') || (id[i] >= 'a' && id[i] <= 'f'))) return 0;
    }
    return 1;
}

static void client_address(struct MHD_Connection *connection, char *out, size_t size) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    snprintf(out, size, "unknown");
    if (!info || !info->client_addr) return;
    const struct sockaddr *address = info->client_addr;
    if (address->sa_family == AF_INET) {
        inet_ntop(AF_INET, &((const struct sockaddr_in *)address)->sin_addr, out, (socklen_t)size);
    } else if (address->sa_family == AF_INET6) {
        inet_ntop(AF_INET6, &((const struct sockaddr_in6 *)address)->sin6_addr, out, (socklen_t)size);
    }
}

/// Counts an upload against its client's window; returns whether it is within the rate.
static int within_rate(snapnav_http_server *server, const char *client) {
    time_t now = time(NULL);
    pthread_mutex_lock(&server->lock);
    rate_entry *entry = NULL, *oldest = &server->rates[0];
    for (size_t i = 0; i < RATE_CLIENTS; i++) {
        rate_entry *candidate = &server->rates[i];
        if (strcmp(candidate->address, client) == 0) {
            entry = candidate;
            break;
        }
        if (candidate->window_start < oldest->window_start) oldest = candidate;
    }
    if (!entry) {
        entry = oldest;
        snprintf(entry->address, sizeof entry->address, "%s", client);
        entry->window_start = now;
        entry->uploads = 0;
    }
    if (now - entry->window_start >= (time_t)server->limits.rate_window) {
        entry->window_start = now;
        entry->uploads = 0;
    }
    int allowed = ++entry->uploads <= server->limits.uploads_per_window;
    pthread_mutex_unlock(&server->lock);
    return allowed;
}

static ssize_t live_read(void *cls, uint64_t position, char *buffer, size_t size) {
    (void)position;
    live_state *live = cls;
    snapnav_http_server *server = live->server;
    int written = 0;
    pthread_mutex_lock(&server->lock);
    if (!live->greeted) {
        live->greeted = 1;
        live->generation = server->generation;
        // The client reconnects a second after a dropped connection.
        written = snprintf(buffer, size, "retry: 1000\nevent: hello\ndata: %lu\n\n", server->generation);
        pthread_mutex_unlock(&server->lock);
        return written;
    }
    struct timespec deadline;
    clock_gettime(CLOCK_REALTIME, &deadline);
    deadline.tv_sec += 2;
    while (!server->stopping && live->generation == server->generation &&
           live->problem_serial == server->problem_serial) {
        if (pthread_cond_timedwait(&server->changed, &server->lock, &deadline) == ETIMEDOUT) break;
    }
    if (server->stopping) {
        pthread_mutex_unlock(&server->lock);
        return MHD_CONTENT_READER_END_OF_STREAM;
    }
    if (live->generation != server->generation) {
        live->generation = server->generation;
        live->problem_serial = server->problem_serial;
        written = snprintf(buffer, size, "event: reload\ndata: %lu\n\n", server->generation);
    } else if (live->problem_serial != server->problem_serial) {
        live->problem_serial = server->problem_serial;
        if (server->problem) {
            // An event's data is one "data:" line per line of the message.
            written = snprintf(buffer, size, "event: problem\ndata: ");
            for (const char *c = server->problem; *c && (size_t)written + 16 < size; c++) {
                if (*c == '\n') {
                    written += snprintf(buffer + written, size - written, "\ndata: ");
                } else if (*c != '\r') {
                    buffer[written++] = *c;
                }
            }
            written += snprintf(buffer + written, size - written, "\n\n");
        }
    }
    if (written == 0) written = snprintf(buffer, size, ": alive\n\n");
    pthread_mutex_unlock(&server->lock);
    return written;
}

static enum MHD_Result open_live(snapnav_http_server *server, struct MHD_Connection *connection) {
    live_state *live = calloc(1, sizeof *live);
    if (!live) return MHD_NO;
    live->server = server;
    pthread_mutex_lock(&server->lock);
    // A problem still standing is said as soon as the channel opens.
    live->problem_serial = server->problem ? server->problem_serial - 1 : server->problem_serial;
    server->counts.live++;
    pthread_mutex_unlock(&server->lock);
    struct MHD_Response *response = MHD_create_response_from_callback(MHD_SIZE_UNKNOWN, LIVE_BLOCK, live_read, live, free);
    if (!response) {
        free(live);
        return MHD_NO;
    }
    add_common_headers(response, "text/event-stream");
    MHD_add_response_header(response, MHD_HTTP_HEADER_CACHE_CONTROL, "no-store");
    enum MHD_Result result = MHD_queue_response(connection, MHD_HTTP_OK, response);
    MHD_destroy_response(response);
    return result;
}

static enum MHD_Result serve_file(snapnav_http_server *server, struct MHD_Connection *connection, const char *name) {
    pthread_mutex_lock(&server->lock);
    for (size_t i = 0; i < server->file_count; i++) {
        if (strcmp(server->files[i].name, name) == 0) {
            server->counts.files++;
            // Queued under the lock: a publish cannot free the response in between.
            enum MHD_Result result = MHD_queue_response(connection, MHD_HTTP_OK, server->files[i].response);
            pthread_mutex_unlock(&server->lock);
            return result;
        }
    }
    pthread_mutex_unlock(&server->lock);
    return refuse(server, connection);
}

static enum MHD_Result take_upload(snapnav_http_server *server, struct MHD_Connection *connection,
                                   const char *session, const char *upload_data, size_t *upload_data_size,
                                   void **state) {
    upload_state *upload = *state;
    if (!upload) {
        const char *declared = MHD_lookup_connection_value(connection, MHD_HEADER_KIND, MHD_HTTP_HEADER_CONTENT_LENGTH);
        if (declared && strtoull(declared, NULL, 10) > server->limits.upload_limit) {
            count(server, &server->counts.too_large);
            return answer(connection, MHD_HTTP_CONTENT_TOO_LARGE, "The upload is too large.\n");
        }
        char client[INET6_ADDRSTRLEN];
        client_address(connection, client, sizeof client);
        if (!within_rate(server, client)) {
            count(server, &server->counts.too_many);
            return answer(connection, MHD_HTTP_TOO_MANY_REQUESTS, "Too many uploads; wait a few seconds.\n");
        }
        upload = calloc(1, sizeof *upload);
        if (!upload) return MHD_NO;
        snprintf(upload->session, sizeof upload->session, "%s", session);
        snprintf(upload->client, sizeof upload->client, "%s", client);
        *state = upload;
        return MHD_YES;
    }
    if (*upload_data_size > 0) {
        size_t chunk = *upload_data_size;
        if (upload->length + chunk > server->limits.upload_limit) {
            // A body with no length given that outgrows the bound: the connection is closed.
            count(server, &server->counts.too_large);
            return MHD_NO;
        }
        uint8_t *grown = realloc(upload->body, upload->length + chunk);
        if (!grown) return MHD_NO;
        memcpy(grown + upload->length, upload_data, chunk);
        upload->body = grown;
        upload->length += chunk;
        *upload_data_size = 0;
        return MHD_YES;
    }
    char message[512] = "";
    unsigned status = server->upload(server->context, upload->client, upload->session, upload->body, upload->length,
                                     message, sizeof message);
    count(server, status == MHD_HTTP_OK                  ? &server->counts.uploads
                  : status == MHD_HTTP_CONTENT_TOO_LARGE   ? &server->counts.too_large
                  : status == MHD_HTTP_TOO_MANY_REQUESTS ? &server->counts.too_many
                                                           : &server->counts.bad_request);
    if (status == MHD_HTTP_OK) return answer(connection, status, "stored\n");
    size_t length = strlen(message);
    if (length + 1 < sizeof message) {
        message[length] = '\n';
        message[length + 1] = 0;
    }
    return answer(connection, status, message);
}

static enum MHD_Result handle(void *cls, struct MHD_Connection *connection, const char *url, const char *method,
                              const char *version, const char *upload_data, size_t *upload_data_size,
                              void **state) {
    (void)version;
    snapnav_http_server *server = cls;
    if (*state == &cut_short) return refuse(server, connection);
    if (*state) return take_upload(server, connection, "", upload_data, upload_data_size, state);
    if (url[0] != '/') return refuse(server, connection);
    const char *segment = url + 1;
    const char *slash = strchr(segment, '/');
    size_t length = slash ? (size_t)(slash - segment) : strlen(segment);
    if (!is_token(server, segment, length)) return refuse(server, connection);
    int reads = strcmp(method, MHD_HTTP_METHOD_GET) == 0 || strcmp(method, MHD_HTTP_METHOD_HEAD) == 0;
    if (!slash) {
        if (!reads) return refuse(server, connection);
        // The page's files are named relative to /TOKEN/, so the bare token is sent there.
        struct MHD_Response *response = MHD_create_response_from_buffer(0, NULL, MHD_RESPMEM_PERSISTENT);
        if (!response) return MHD_NO;
        char location[256];
        snprintf(location, sizeof location, "/%s/", server->token);
        MHD_add_response_header(response, MHD_HTTP_HEADER_LOCATION, location);
        MHD_add_response_header(response, "Referrer-Policy", "no-referrer");
        count(server, &server->counts.redirects);
        enum MHD_Result result = MHD_queue_response(connection, MHD_HTTP_MOVED_PERMANENTLY, response);
        MHD_destroy_response(response);
        return result;
    }
    const char *rest = slash + 1;
    if (strncmp(rest, "sessions/", 9) == 0 && strcmp(method, MHD_HTTP_METHOD_POST) == 0) {
        if (!is_session_id(rest + 9)) return refuse(server, connection);
        return take_upload(server, connection, rest + 9, upload_data, upload_data_size, state);
    }
    if (!reads) return refuse(server, connection);
    if (strcmp(rest, "live") == 0) return open_live(server, connection);
    return serve_file(server, connection, rest[0] ? rest : "index.html");
}

/// Called with the request's path as it came, before it is decoded. The request line is
/// "METHOD PATH VERSION" and the path's end is written over with a NUL, so after a whole
/// path comes the version; after a path cut short by a NUL of its own comes the rest of it.
static void *look_at_path(void *cls, const char *uri, struct MHD_Connection *connection) {
    (void)cls, (void)connection;
    const char *end = uri + strlen(uri);
    return strncmp(end + 1, "HTTP/", 5) == 0 ? NULL : &cut_short;
}

static void completed(void *cls, struct MHD_Connection *connection, void **state,
                      enum MHD_RequestTerminationCode code) {
    (void)cls, (void)connection, (void)code;
    upload_state *upload = *state;
    if (upload == (void *)&cut_short) {
        *state = NULL;
    } else if (upload) {
        free(upload->body);
        free(upload);
        *state = NULL;
    }
}

/// Decodes %XX in a path or an argument in place, as libmicrohttpd does, but a path that
/// decodes to a NUL byte becomes one no file has: no name may end early in a spelling of it.
static size_t unescape(void *cls, struct MHD_Connection *connection, char *text) {
    (void)cls, (void)connection;
    size_t length = MHD_http_unescape(text);
    if (strlen(text) != length) {
        text[0] = '\x01';
        text[1] = 0;
        return 1;
    }
    return length;
}

static int listen_on(const char *host, unsigned port, char *error, size_t error_size) {
    struct sockaddr_storage address;
    memset(&address, 0, sizeof address);
    socklen_t address_length;
    struct sockaddr_in *v4 = (struct sockaddr_in *)&address;
    struct sockaddr_in6 *v6 = (struct sockaddr_in6 *)&address;
    if (inet_pton(AF_INET, host, &v4->sin_addr) == 1) {
        v4->sin_family = AF_INET;
        v4->sin_port = htons((uint16_t)port);
        address_length = sizeof *v4;
    } else if (inet_pton(AF_INET6, host, &v6->sin6_addr) == 1) {
        v6->sin6_family = AF_INET6;
        v6->sin6_port = htons((uint16_t)port);
        address_length = sizeof *v6;
    } else {
        snprintf(error, error_size, "--host: \"%s\" is not an IPv4 or IPv6 address", host);
        return -1;
    }
    int descriptor = socket(address.ss_family, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (descriptor < 0) {
        snprintf(error, error_size, "cannot open a socket: %s", strerror(errno));
        return -1;
    }
    int on = 1;
    setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &on, sizeof on);
    if (bind(descriptor, (struct sockaddr *)&address, address_length) != 0 || listen(descriptor, 128) != 0) {
        snprintf(error, error_size, "cannot listen on %s port %u: %s", host, port, strerror(errno));
        close(descriptor);
        return -1;
    }
    return descriptor;
}

snapnav_http_server *snapnav_http_start(const char *host, unsigned port, const char *token,
                                        snapnav_http_limits limits, snapnav_upload_handler upload, void *context,
                                        char *error, size_t error_size) {
    if (strlen(token) == 0 || strlen(token) > 128 || strchr(token, '/')) {
        snprintf(error, error_size, "the token must be 1 to 128 characters without a slash");
        return NULL;
    }
    int descriptor = listen_on(host, port, error, error_size);
    if (descriptor < 0) return NULL;
    snapnav_http_server *server = calloc(1, sizeof *server);
    if (!server) {
        close(descriptor);
        snprintf(error, error_size, "out of memory");
        return NULL;
    }
    server->token = strdup(token);
    server->token_length = strlen(token);
    server->limits = limits;
    server->upload = upload;
    server->context = context;
    pthread_mutex_init(&server->lock, NULL);
    pthread_cond_init(&server->changed, NULL);
    server->not_found =
        MHD_create_response_from_buffer(sizeof not_found_body - 1, (void *)not_found_body, MHD_RESPMEM_PERSISTENT);
    add_common_headers(server->not_found, "text/plain; charset=utf-8");
    // Each connection has a thread of its own, so that a live channel can wait for a change.
    server->daemon = MHD_start_daemon(
        MHD_USE_THREAD_PER_CONNECTION | MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_ITC, 0, NULL, NULL, handle, server,
        MHD_OPTION_LISTEN_SOCKET, descriptor, MHD_OPTION_CONNECTION_LIMIT, limits.connections,
        MHD_OPTION_PER_IP_CONNECTION_LIMIT, limits.connections_per_client, MHD_OPTION_CONNECTION_TIMEOUT,
        limits.idle_timeout, MHD_OPTION_CONNECTION_MEMORY_LIMIT, limits.request_memory,
        MHD_OPTION_THREAD_STACK_SIZE, (size_t)(256 * 1024), MHD_OPTION_NOTIFY_COMPLETED, completed, NULL,
        MHD_OPTION_UNESCAPE_CALLBACK, unescape, NULL, MHD_OPTION_URI_LOG_CALLBACK, look_at_path, NULL,
        MHD_OPTION_END);
    if (!server->daemon) {
        snprintf(error, error_size, "the HTTP server (libmicrohttpd) could not start on %s port %u", host, port);
        close(descriptor);
        MHD_destroy_response(server->not_found);
        free(server->token);
        free(server);
        return NULL;
    }
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(server->daemon, MHD_DAEMON_INFO_BIND_PORT);
    server->port = info ? info->port : port;
    return server;
}

unsigned snapnav_http_port(const snapnav_http_server *server) { return server->port; }

static void free_files(served_file *files, size_t count) {
    for (size_t i = 0; i < count; i++) {
        free(files[i].name);
        // In-flight answers hold their own reference; the last one frees it.
        if (files[i].response) MHD_destroy_response(files[i].response);
    }
    free(files);
}

int snapnav_http_publish(snapnav_http_server *server, size_t count, const char *const *names,
                         const uint8_t *const *bytes, const size_t *lengths) {
    served_file *files = calloc(count ? count : 1, sizeof *files);
    if (!files) return -1;
    for (size_t i = 0; i < count; i++) {
        files[i].name = strdup(names[i]);
        files[i].response = MHD_create_response_from_buffer(lengths[i], (void *)bytes[i], MHD_RESPMEM_MUST_COPY);
        if (!files[i].name || !files[i].response) {
            free_files(files, i + 1);
            return -1;
        }
        add_common_headers(files[i].response, content_type(names[i]));
        // Asked again on every load, so that a reload shows the latest save.
        MHD_add_response_header(files[i].response, MHD_HTTP_HEADER_CACHE_CONTROL, "no-cache");
    }
    pthread_mutex_lock(&server->lock);
    served_file *old = server->files;
    size_t old_count = server->file_count;
    server->files = files;
    server->file_count = count;
    server->generation++;
    free(server->problem);
    server->problem = NULL;
    server->problem_serial++;
    pthread_cond_broadcast(&server->changed);
    pthread_mutex_unlock(&server->lock);
    free_files(old, old_count);
    return 0;
}

void snapnav_http_announce_problem(snapnav_http_server *server, const char *message) {
    char *copy = strndup(message, PROBLEM_LIMIT);
    pthread_mutex_lock(&server->lock);
    free(server->problem);
    server->problem = copy;
    server->problem_serial++;
    pthread_cond_broadcast(&server->changed);
    pthread_mutex_unlock(&server->lock);
}

void snapnav_http_get_counts(snapnav_http_server *server, snapnav_http_counts *counts) {
    pthread_mutex_lock(&server->lock);
    *counts = server->counts;
    pthread_mutex_unlock(&server->lock);
}

void snapnav_http_stop(snapnav_http_server *server) {
    pthread_mutex_lock(&server->lock);
    server->stopping = 1;
    pthread_cond_broadcast(&server->changed);
    pthread_mutex_unlock(&server->lock);
    MHD_stop_daemon(server->daemon);
    free_files(server->files, server->file_count);
    MHD_destroy_response(server->not_found);
    free(server->problem);
    free(server->token);
    pthread_cond_destroy(&server->changed);
    pthread_mutex_destroy(&server->lock);
    free(server);
}
