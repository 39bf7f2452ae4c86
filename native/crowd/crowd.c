// The benchmark crowd's boundary to Box2D v3 (built to WebAssembly by scripts/build-box2d-wasm.sh):
// one world of dynamic bodies whose state crosses to JavaScript in bulk, one float array out and
// one in per step, so that a crowd of thousands pays one call each way instead of one per body.

#include "box2d/box2d.h"

#include <math.h>
#include <stdlib.h>

#define CROWD_EXPORT(name) __attribute__((export_name(#name)))

// Floats per body in the state array: x, y (body origin, m), angle (rad, in [-pi, pi]), cos, sin (of the
// angle), vx, vy (m/s), w (rad/s). The angle is the C library's atan2f of the rotation: Box2D's own
// (b2Rot_GetAngle) is an 11-bit approximation, and JavaScript's Math.atan2 may differ in the last bit
// between engines; this one is the same wherever the module runs.
#define STATE_STRIDE 8
// Floats per body in the command array: force x, y (N), torque (N·m), velocity x, y (m/s), spin (rad/s), bullet (0 or 1).
#define COMMAND_STRIDE 7
// Most points of a body's outline.
#define MAX_OUTLINE_POINTS B2_MAX_POLYGON_VERTICES

static b2WorldId world;
static int worldLive = 0;
static b2BodyId* bodies = NULL;
static unsigned char* bullets = NULL;
static float* state = NULL;
static float* commands = NULL;
static float outline[2 * MAX_OUTLINE_POINTS];
static int capacity = 0;
static int count = 0;
static int subSteps = 4;

static void release( void )
{
	if ( worldLive )
	{
		b2DestroyWorld( world );
		worldLive = 0;
	}
	free( bodies );
	free( bullets );
	free( state );
	free( commands );
	bodies = NULL;
	bullets = NULL;
	state = NULL;
	commands = NULL;
	capacity = 0;
	count = 0;
}

// A new world without gravity or sleep, room for `maxBodies` bodies, solved in `subStepCount` sub-steps.
// Returns 1, or 0 if the memory could not be had.
CROWD_EXPORT( crowd_create_world ) int crowd_create_world( int maxBodies, int subStepCount )
{
	release();
	if ( maxBodies < 0 || subStepCount < 1 )
	{
		return 0;
	}
	bodies = malloc( sizeof( b2BodyId ) * (size_t)( maxBodies > 0 ? maxBodies : 1 ) );
	bullets = calloc( (size_t)( maxBodies > 0 ? maxBodies : 1 ), 1 );
	state = calloc( (size_t)( maxBodies > 0 ? maxBodies : 1 ) * STATE_STRIDE, sizeof( float ) );
	commands = calloc( (size_t)( maxBodies > 0 ? maxBodies : 1 ) * COMMAND_STRIDE, sizeof( float ) );
	if ( bodies == NULL || bullets == NULL || state == NULL || commands == NULL )
	{
		release();
		return 0;
	}
	b2WorldDef def = b2DefaultWorldDef();
	def.gravity = ( b2Vec2 ){ 0.0f, 0.0f };
	def.enableSleep = false;
	def.workerCount = 1;
	world = b2CreateWorld( &def );
	worldLive = 1;
	capacity = maxBodies;
	subSteps = subStepCount;
	return 1;
}

// Where JavaScript writes a body's outline (2 × MAX_OUTLINE_POINTS floats) before crowd_add_body.
CROWD_EXPORT( crowd_outline_buffer ) float* crowd_outline_buffer( void )
{
	return outline;
}

CROWD_EXPORT( crowd_state_buffer ) float* crowd_state_buffer( void )
{
	return state;
}

CROWD_EXPORT( crowd_command_buffer ) float* crowd_command_buffer( void )
{
	return commands;
}

CROWD_EXPORT( crowd_body_count ) int crowd_body_count( void )
{
	return count;
}

// The convex hull of the first `points` points of the outline buffer as a polygon; false if they make none.
static bool outlinePolygon( int points, b2Polygon* polygon )
{
	if ( points < 3 || points > MAX_OUTLINE_POINTS )
	{
		return false;
	}
	b2Vec2 vertices[MAX_OUTLINE_POINTS];
	for ( int i = 0; i < points; ++i )
	{
		vertices[i] = ( b2Vec2 ){ outline[2 * i], outline[2 * i + 1] };
	}
	b2Hull hull = b2ComputeHull( vertices, points );
	if ( hull.count == 0 )
	{
		return false;
	}
	*polygon = b2MakePolygon( &hull, 0.0f );
	return true;
}

static void addPolygon( b2BodyId body, const b2Polygon* polygon, float friction )
{
	b2ShapeDef shapeDef = b2DefaultShapeDef();
	shapeDef.density = 1.0f;
	shapeDef.material.friction = friction;
	shapeDef.material.restitution = 0.0f;
	// The mass is set once, from the caller's figures (crowd_add_body).
	shapeDef.updateBodyMass = false;
	b2CreatePolygonShape( body, &shapeDef, polygon );
}

// A dynamic body at (x, y, angle), at rest, colliding as the convex hull of the first `points` points
// of the outline buffer, with the given friction and the given mass, centre of mass (body
// coordinates) and rotational inertia about that centre. Returns its index, or -1 (full, or no hull).
CROWD_EXPORT( crowd_add_body ) int crowd_add_body( int points, float friction, float mass, float centerX, float centerY, float inertia, float x, float y, float angle )
{
	b2Polygon polygon;
	if ( !worldLive || count >= capacity || !outlinePolygon( points, &polygon ) )
	{
		return -1;
	}
	b2BodyDef bodyDef = b2DefaultBodyDef();
	bodyDef.type = b2_dynamicBody;
	bodyDef.position = ( b2Vec2 ){ x, y };
	bodyDef.rotation = b2MakeRot( angle );
	bodyDef.enableSleep = false;
	bodyDef.linearDamping = 0.0f;
	bodyDef.angularDamping = 0.0f;
	b2BodyId body = b2CreateBody( world, &bodyDef );
	addPolygon( body, &polygon, friction );
	b2MassData massData = { mass, { centerX, centerY }, inertia };
	b2Body_SetMassData( body, massData );
	bodies[count] = body;
	bullets[count] = 0;
	return count++;
}

// One more convex piece for body `index` (an outline with more points than a Box2D polygon takes is
// given in pieces): the convex hull of the first `points` points of the outline buffer. Its mass
// stays what crowd_add_body set. Returns 1, or 0 (no such body, or no hull).
CROWD_EXPORT( crowd_add_piece ) int crowd_add_piece( int index, int points, float friction )
{
	b2Polygon polygon;
	if ( index < 0 || index >= count || !outlinePolygon( points, &polygon ) )
	{
		return 0;
	}
	addPolygon( bodies[index], &polygon, friction );
	return 1;
}

// Copies every body's state into the state buffer (STATE_STRIDE floats a body, in creation order).
CROWD_EXPORT( crowd_read_state ) void crowd_read_state( void )
{
	for ( int i = 0; i < count; ++i )
	{
		b2BodyId body = bodies[i];
		b2Transform transform = b2Body_GetTransform( body );
		b2Vec2 velocity = b2Body_GetLinearVelocity( body );
		float* out = state + STATE_STRIDE * i;
		out[0] = transform.p.x;
		out[1] = transform.p.y;
		out[2] = atan2f( transform.q.s, transform.q.c );
		out[3] = transform.q.c;
		out[4] = transform.q.s;
		out[5] = velocity.x;
		out[6] = velocity.y;
		out[7] = b2Body_GetAngularVelocity( body );
	}
}

// Applies every body's command from the command buffer: its velocities are set, then its force and
// torque applied at its centre of mass for the next step; its bullet flag changes only when it differs.
CROWD_EXPORT( crowd_apply_commands ) void crowd_apply_commands( void )
{
	for ( int i = 0; i < count; ++i )
	{
		b2BodyId body = bodies[i];
		const float* in = commands + COMMAND_STRIDE * i;
		b2Body_SetLinearVelocity( body, ( b2Vec2 ){ in[3], in[4] } );
		b2Body_SetAngularVelocity( body, in[5] );
		if ( in[0] != 0.0f || in[1] != 0.0f )
		{
			b2Body_ApplyForceToCenter( body, ( b2Vec2 ){ in[0], in[1] }, true );
		}
		if ( in[2] != 0.0f )
		{
			b2Body_ApplyTorque( body, in[2], true );
		}
		unsigned char bullet = in[6] != 0.0f;
		if ( bullet != bullets[i] )
		{
			b2Body_SetBullet( body, bullet );
			bullets[i] = bullet;
		}
	}
}

// Moves body `index` to (x, y, angle) at once (a reset, not a control). Returns 1, or 0 for no such body.
CROWD_EXPORT( crowd_set_transform ) int crowd_set_transform( int index, float x, float y, float angle )
{
	if ( index < 0 || index >= count )
	{
		return 0;
	}
	b2Body_SetTransform( bodies[index], ( b2Vec2 ){ x, y }, b2MakeRot( angle ) );
	return 1;
}

// One step of `dt` seconds in the sub-steps the world was created with.
CROWD_EXPORT( crowd_step ) void crowd_step( float dt )
{
	if ( worldLive )
	{
		b2World_Step( world, dt, subSteps );
	}
}

// Most touching contacts of one body that crowd_measure_contacts looks at.
#define MAX_BODY_CONTACTS 64
static b2ContactData contactData[MAX_BODY_CONTACTS];
static float deepestOverlap = 0.0f;

// Counts the touching contacts between the crowd's bodies after the last step (each pair once), and
// keeps the deepest overlap among them (crowd_deepest_overlap). For measuring, not for stepping.
CROWD_EXPORT( crowd_measure_contacts ) int crowd_measure_contacts( void )
{
	int touching = 0;
	float deepest = 0.0f;
	for ( int i = 0; i < count; ++i )
	{
		int found = b2Body_GetContactData( bodies[i], contactData, MAX_BODY_CONTACTS );
		for ( int k = 0; k < found; ++k )
		{
			const b2Manifold* manifold = &contactData[k].manifold;
			if ( manifold->pointCount == 0 )
			{
				continue;
			}
			++touching;
			for ( int p = 0; p < manifold->pointCount; ++p )
			{
				deepest = b2MaxFloat( deepest, -manifold->points[p].separation );
			}
		}
	}
	deepestOverlap = deepest;
	// Each touching pair was seen from both of its bodies.
	return touching / 2;
}

// The deepest overlap of two touching bodies at the last crowd_measure_contacts, m.
CROWD_EXPORT( crowd_deepest_overlap ) float crowd_deepest_overlap( void )
{
	return deepestOverlap;
}

CROWD_EXPORT( crowd_destroy_world ) void crowd_destroy_world( void )
{
	release();
}
